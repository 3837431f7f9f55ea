import * as THREE from 'three';
import type { Metal } from '../../spec.ts';
import { metalMaterial } from '../materials.ts';
import { between } from '../random.ts';
import type { Piece } from '../views.ts';
import { chainAlong, clasp, linkStyleFor } from './links.ts';
import { restOnFloor } from './shared.ts';

/** A men's chain laid in a loose teardrop, clasp at the top, so the links read at every view. */
export function buildChain(style: string, metal: Metal, rnd: () => number): Piece {
  const gold = metalMaterial(metal, 0.12);
  const linkStyle = linkStyleFor(style);
  const linkLength = linkStyle === 'rope' ? 0.5 : between(rnd, 0.7, 0.85);
  const width = between(rnd, 3.2, 3.6);
  const points: THREE.Vector3[] = [];
  for (let i = 0; i <= 40; i++) {
    const a = -Math.PI / 2 + 0.12 + (i / 40) * (Math.PI * 2 - 0.24);
    // Wider at the bottom than the top: the shape a chain takes when dropped on a table.
    const bulge = 1 + 0.25 * Math.sin(a);
    points.push(new THREE.Vector3(Math.cos(a) * width * bulge, 0.25, Math.sin(a) * width * 1.25));
  }
  const curve = new THREE.CatmullRomCurve3(points);
  const group = new THREE.Group();
  group.add(chainAlong(curve, linkStyle, linkLength, gold));
  group.add(clasp(curve.getPointAt(0), new THREE.Vector3(0.4, 0, -1), 0.7, gold));
  restOnFloor(group);
  const focus = curve.getPointAt(0.42);
  focus.y = group.position.y + 0.15;
  return { object: group, focus, pose: 'flat' };
}
