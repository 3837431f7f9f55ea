import * as THREE from 'three';
import type { Metal } from '../../spec.ts';
import { metalMaterial, onyxMaterial, randomGem } from '../materials.ts';
import { between, pick } from '../random.ts';
import type { Piece } from '../views.ts';
import { bezelSetting } from './gems.ts';
import { chainAlong, clasp, linkStyleFor } from './links.ts';
import { flatCharm } from './pendants.ts';
import { bandProfile, mesh, restOnFloor } from './shared.ts';

const RADIUS = 3.1;

function circle(radius: number, y: number, gap = 0): THREE.CatmullRomCurve3 {
  const points: THREE.Vector3[] = [];
  for (let i = 0; i <= 48; i++) {
    const a = Math.PI / 2 + gap / 2 + (i / 48) * (Math.PI * 2 - gap);
    points.push(new THREE.Vector3(Math.cos(a) * radius, y, Math.sin(a) * radius * 0.92));
  }
  return new THREE.CatmullRomCurve3(points, gap === 0);
}

/** A solid bangle, cuff or kada lying flat: a lathe of the cross-section around the vertical axis. */
function solid(gold: THREE.Material, width: number, thickness: number, opening: number, squareness: number) {
  const geometry = new THREE.LatheGeometry(
    bandProfile(RADIUS - thickness, width, thickness, squareness),
    160,
    opening / 2,
    Math.PI * 2 - opening,
  );
  const group = new THREE.Group();
  group.add(mesh(geometry, gold));
  if (opening > 0) {
    for (const a of [opening / 2, -opening / 2]) {
      const end = mesh(new THREE.SphereGeometry(thickness * 0.62, 24, 16), gold);
      end.scale.y = width / thickness / 1.3;
      end.position.set(Math.sin(a) * (RADIUS - thickness / 2), 0, Math.cos(a) * (RADIUS - thickness / 2));
      group.add(end);
    }
  }
  return group;
}

export function buildBracelet(style: string, metal: Metal, rnd: () => number): Piece {
  const gold = metalMaterial(metal);
  const group = new THREE.Group();
  const gem = randomGem(rnd);
  const lower = style.toLowerCase();
  let focus = new THREE.Vector3(0, 0.3, RADIUS);

  if (lower.includes('bangle') || lower.includes('kada')) {
    const kada = lower.includes('kada');
    const thickness = kada ? between(rnd, 0.45, 0.6) : between(rnd, 0.18, 0.28);
    group.add(solid(gold, kada ? 0.8 : 0.36, thickness, 0, kada ? 0.5 : 0.9));
    if (kada) {
      for (const y of [-0.22, 0.22]) {
        const ridge = mesh(new THREE.TorusGeometry(RADIUS, 0.05, 10, 160), gold);
        ridge.rotation.x = Math.PI / 2;
        ridge.position.y = y;
        group.add(ridge);
      }
    } else if (rnd() > 0.4) {
      for (let i = 0; i < 3; i++) {
        const stone = bezelSetting(i === 1 ? gem : 'diamond', 0.14, gold);
        const a = (i - 1) * 0.16;
        stone.position.set(Math.sin(a) * RADIUS, 0.2, Math.cos(a) * RADIUS);
        stone.rotation.set(Math.PI / 2, 0, 0);
        stone.lookAt(stone.position.clone().multiplyScalar(2));
        stone.rotateX(Math.PI / 2);
        group.add(stone);
      }
    }
    group.rotation.x = 0;
  } else if (lower.includes('cuff')) {
    group.add(solid(gold, between(rnd, 0.9, 1.4), 0.14, 1.1, 0.3));
    if (rnd() > 0.5) {
      const band = mesh(
        new THREE.TorusGeometry(RADIUS + 0.02, 0.04, 8, 160, Math.PI * 2 - 1.3),
        onyxMaterial(),
      );
      band.rotation.set(Math.PI / 2, 0, Math.PI / 2 + 0.65);
      group.add(band);
    }
    focus = new THREE.Vector3(0, 0.4, -RADIUS);
  } else if (lower.includes('tennis')) {
    const curve = circle(RADIUS, 0.18);
    const count = 42;
    for (let i = 0; i < count; i++) {
      const stone = bezelSetting(i % 7 === 0 ? gem : 'diamond', 0.15, gold);
      stone.position.copy(curve.getPointAt(i / count));
      group.add(stone);
    }
  } else if (lower.includes('bead')) {
    const curve = circle(RADIUS, 0.35, 0);
    const count = 26;
    const onyx = onyxMaterial();
    for (let i = 0; i < count; i++) {
      const bead = mesh(new THREE.SphereGeometry(0.34, 32, 20), i % 3 === 1 ? gold : onyx);
      bead.position.copy(curve.getPointAt(i / count));
      group.add(bead);
    }
  } else {
    const linkStyle = lower.includes('cuban')
      ? 'cuban'
      : lower.includes('link')
        ? pick(rnd, ['curb', 'figaro'] as const)
        : linkStyleFor(pick(rnd, ['cable', 'box', 'wheat']));
    const curve = circle(RADIUS, 0.2, 0.25);
    group.add(chainAlong(curve, linkStyle, linkStyle === 'cuban' ? 0.75 : 0.45, gold));
    group.add(clasp(curve.getPointAt(0), new THREE.Vector3(-1, 0, 0.2), 0.5, gold));
    if (lower.includes('charm')) {
      const charms = 5;
      for (let i = 0; i < charms; i++) {
        const u = 0.2 + (i / (charms - 1)) * 0.6;
        const at = curve.getPointAt(u);
        const outward = new THREE.Vector3(at.x, 0, at.z).normalize();
        const shape = new THREE.Shape();
        if (i % 2 === 0) shape.absarc(0, 0, 0.36, 0, Math.PI * 2, false);
        else {
          for (let p = 0; p < 10; p++) {
            const r = p % 2 === 0 ? 0.45 : 0.2;
            const a = (p / 10) * Math.PI * 2;
            if (p === 0) shape.moveTo(Math.sin(a) * r, Math.cos(a) * r);
            else shape.lineTo(Math.sin(a) * r, Math.cos(a) * r);
          }
        }
        const charm = flatCharm(shape, 0.07, gold);
        charm.position.copy(at).addScaledVector(outward, 0.7);
        group.add(charm);
        if (i === 2) {
          const stone = bezelSetting(gem, 0.14, gold);
          stone.position.copy(charm.position).setY(0.15);
          group.add(stone);
          focus = charm.position.clone();
        }
      }
    }
  }
  restOnFloor(group);
  focus.y += group.position.y;
  return { object: group, focus, pose: 'flat' };
}
