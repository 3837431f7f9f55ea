import * as THREE from 'three';
import type { Metal } from '../../spec.ts';
import { blackBeadMaterial, metalMaterial, randomGem } from '../materials.ts';
import { between, pick } from '../random.ts';
import type { Piece } from '../views.ts';
import { bezelSetting } from './gems.ts';
import { chainAlong, clasp, type LinkStyle } from './links.ts';
import { type PendantShape, pendant } from './pendants.ts';
import { mesh, restOnFloor } from './shared.ts';

/** A necklace laid flat: a U from the clasp ends at the top (-Z) to the lowest point at +Z. */
export function necklaceCurve(width: number, depth: number, y: number): THREE.CatmullRomCurve3 {
  const points: THREE.Vector3[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI * 0.08 + (i / 24) * Math.PI * 0.84;
    points.push(new THREE.Vector3(-Math.cos(a) * width, y, -depth * 0.25 + Math.sin(a) * depth));
  }
  return new THREE.CatmullRomCurve3(points);
}

function beadStrand(
  curve: THREE.Curve<THREE.Vector3>,
  size: number,
  black: THREE.Material,
  gold: THREE.Material,
) {
  const count = Math.floor(curve.getLength() / (size * 2.05));
  const group = new THREE.Group();
  const sphere = new THREE.SphereGeometry(size, 16, 12);
  const blacks = new THREE.InstancedMesh(sphere, black, count);
  const golds = new THREE.InstancedMesh(sphere, gold, count);
  let b = 0;
  let g = 0;
  for (let i = 0; i < count; i++) {
    const matrix = new THREE.Matrix4().setPosition(curve.getPointAt((i + 0.5) / count));
    if (i % 9 === 4) golds.setMatrixAt(g++, matrix);
    else blacks.setMatrixAt(b++, matrix);
  }
  blacks.count = b;
  golds.count = g;
  for (const instanced of [blacks, golds]) {
    instanced.castShadow = true;
    group.add(instanced);
  }
  return group;
}

export function buildNecklace(style: string, metal: Metal, rnd: () => number): Piece {
  const gold = metalMaterial(metal);
  const group = new THREE.Group();
  const gem = randomGem(rnd);
  const lower = style.toLowerCase();
  // Laid narrower than worn, as in a catalogue flat-lay, so the pendant gets a fair share of the frame.
  const width = lower.includes('choker') ? 3.4 : between(rnd, 3.4, 3.9);
  const depth = lower.includes('choker') ? 4.4 : between(rnd, 6, 7);
  const curve = necklaceCurve(width, depth, 0.1);
  let focus = curve.getPointAt(0.5);

  const addPendant = (shape: PendantShape, size: number, at: THREE.Vector3) => {
    const { group: body, centre } = pendant(shape, size, gem, gold);
    body.position.copy(at);
    group.add(body);
    focus = centre.clone().add(at);
  };

  if (lower.includes('mangalsutra')) {
    group.add(beadStrand(curve, 0.1, blackBeadMaterial(), gold));
    group.add(beadStrand(necklaceCurve(width * 0.94, depth * 0.96, 0.1), 0.1, blackBeadMaterial(), gold));
    const bottom = curve.getPointAt(0.5);
    for (const side of [-1, 1]) {
      const vati = mesh(new THREE.SphereGeometry(0.5, 48, 24, 0, Math.PI * 2, 0, Math.PI / 2), gold);
      vati.scale.y = 0.35;
      vati.position.set(bottom.x + side * 0.55, 0, bottom.z + 0.75);
      group.add(vati);
    }
    focus = new THREE.Vector3(bottom.x, 0.1, bottom.z + 0.7);
  } else if (lower.includes('layered')) {
    const styles: LinkStyle[] = ['cable', pick(rnd, ['figaro', 'curb', 'box'] as const), 'cable'];
    [0, 1, 2].forEach((layer) => {
      const inner = necklaceCurve(width * (1 - layer * 0.08), depth * (0.78 + layer * 0.2), 0.1);
      group.add(chainAlong(inner, styles[layer] ?? 'cable', 0.26 + layer * 0.05, gold));
      if (layer === 2) addPendant(pick(rnd, ['gem', 'disc', 'moon'] as const), 0.85, inner.getPointAt(0.5));
    });
  } else if (lower.includes('choker')) {
    const count = 34;
    for (let i = 0; i < count; i++) {
      const u = 0.18 + (i / (count - 1)) * 0.64;
      const stone = bezelSetting(i % 2 === 0 ? gem : 'diamond', 0.13, gold);
      stone.position.copy(curve.getPointAt(u));
      group.add(stone);
    }
    group.add(chainAlong(necklaceCurve(width, depth, 0.05), 'cable', 0.16, gold));
  } else {
    group.add(chainAlong(curve, pick(rnd, ['cable', 'box', 'curb'] as const), 0.3, gold));
    const shape: PendantShape = lower.includes('locket')
      ? 'locket'
      : pick(rnd, ['gem', 'drop', 'heart', 'moon', 'disc'] as const);
    addPendant(shape, lower.includes('locket') ? 1.1 : between(rnd, 0.9, 1.15), curve.getPointAt(0.5));
  }
  const end = curve.getPointAt(0);
  group.add(clasp(end, new THREE.Vector3(0.3, 0, -1), 0.35, gold));
  restOnFloor(group);
  focus.y += group.position.y;
  return { object: group, focus, pose: 'flat' };
}
