import * as THREE from 'three';
import type { Metal } from '../../spec.ts';
import { type GemName, metalMaterial, onyxMaterial, randomGem } from '../materials.ts';
import { between, pick } from '../random.ts';
import type { Piece } from '../views.ts';
import { gemMesh, prongSetting } from './gems.ts';
import { bandGeometry, FunctionCurve, mesh, pointAlong, restOnFloor } from './shared.ts';

const INNER = 0.9;

/** Small stones set into the band's outer face between two angles from the top (radians). */
function pave(group: THREE.Group, gem: GemName, outer: number, from: number, to: number, size: number) {
  const count = Math.max(1, Math.round(((to - from) * outer) / (size * 2.3)));
  for (let i = 0; i < count; i++) {
    const a = from + ((i + 0.5) / count) * (to - from);
    const direction = new THREE.Vector3(Math.sin(a), Math.cos(a), 0);
    const stone = gemMesh(gem, size);
    stone.position.copy(direction).multiplyScalar(outer + size * 0.05);
    pointAlong(stone, direction);
    group.add(stone);
  }
}

function twistedBand(metal: THREE.Material, radius: number, amplitude: number, turns: number, tube: number) {
  const group = new THREE.Group();
  for (const phase of [0, Math.PI]) {
    const curve = new FunctionCurve((t, target) => {
      const a = t * Math.PI * 2;
      const r = radius + amplitude * Math.cos(turns * a + phase) * 0.4;
      return target.set(Math.sin(a) * r, Math.cos(a) * r, amplitude * Math.sin(turns * a + phase));
    });
    group.add(mesh(new THREE.TubeGeometry(curve, 400, tube, 12, true), metal));
  }
  return group;
}

/** Bends the top of the band into a V along the axis: the chevron. */
function chevron(geometry: THREE.BufferGeometry, depth: number, spread: number) {
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  for (let i = 0; i < position.count; i++) {
    const angle = Math.abs(Math.atan2(position.getX(i), position.getY(i)));
    if (angle < spread) position.setZ(i, position.getZ(i) - depth * (1 - angle / spread));
  }
  geometry.computeVertexNormals();
}

export function buildRing(style: string, metal: Metal, rnd: () => number): Piece {
  const gold = metalMaterial(metal);
  const group = new THREE.Group();
  const gem = randomGem(rnd);
  const lower = style.toLowerCase();
  let head = 0;

  if (lower.includes('signet') || lower.includes('onyx')) {
    const thickness = between(rnd, 0.16, 0.22);
    group.add(mesh(bandGeometry(INNER, between(rnd, 0.45, 0.6), thickness), gold));
    const outer = INNER + thickness;
    const faceRadius = between(rnd, 0.42, 0.52);
    const face = mesh(new THREE.CylinderGeometry(faceRadius, faceRadius * 0.82, 0.34, 64), gold);
    face.scale.set(pick(rnd, [1, 1.2, 0.9]), 1, 1);
    face.position.y = outer + 0.02;
    group.add(face);
    if (lower.includes('onyx')) {
      const stone = mesh(
        new THREE.CylinderGeometry(faceRadius * 0.8, faceRadius * 0.8, 0.06, 64),
        onyxMaterial(),
      );
      stone.scale.copy(face.scale);
      stone.position.y = outer + 0.17;
      group.add(stone);
    } else {
      const engraving = mesh(new THREE.TorusGeometry(faceRadius * 0.72, 0.018, 8, 64), gold);
      engraving.rotation.x = Math.PI / 2;
      engraving.scale.set(face.scale.x, 1, 1);
      engraving.position.y = outer + 0.19;
      group.add(engraving);
    }
    head = outer + 0.2;
  } else if (lower.includes('knot')) {
    const thickness = 0.13;
    group.add(mesh(bandGeometry(INNER, 0.3, thickness, 1), gold));
    const knot = mesh(new THREE.TorusKnotGeometry(0.2, 0.07, 160, 16, 2, 3), gold);
    knot.position.y = INNER + thickness + 0.12;
    knot.rotation.x = Math.PI / 2;
    group.add(knot);
    head = INNER + 0.35;
  } else if (lower.includes('chevron')) {
    const geometry = bandGeometry(INNER, 0.32, 0.16);
    chevron(geometry, between(rnd, 0.22, 0.32), 1.1);
    group.add(mesh(geometry, gold));
    if (rnd() > 0.4) pave(group, 'diamond', INNER + 0.16, -0.25, 0.25, 0.05);
    head = INNER + 0.16;
  } else if (lower.includes('band')) {
    const width = between(rnd, 0.5, 0.75);
    const thickness = between(rnd, 0.14, 0.2);
    group.add(mesh(bandGeometry(INNER, width, thickness, 0.35), gold));
    if (rnd() > 0.5) {
      // A brushed centre stripe between two polished edges.
      const stripe = mesh(
        bandGeometry(INNER + 0.01, width * 0.5, thickness, 0.2),
        metalMaterial(metal, 0.42),
      );
      group.add(stripe);
    } else {
      for (const side of [-1, 1]) {
        const groove = mesh(new THREE.TorusGeometry(INNER + thickness, 0.012, 8, 128), onyxMaterial());
        groove.position.z = side * width * 0.28;
        group.add(groove);
      }
    }
    head = INNER + thickness;
  } else if (lower.includes('halo')) {
    const thickness = 0.1;
    group.add(mesh(bandGeometry(INNER, 0.2, thickness), gold));
    const outer = INNER + thickness;
    pave(group, 'diamond', outer, 0.45, 1.2, 0.045);
    pave(group, 'diamond', outer, -1.2, -0.45, 0.045);
    const centre = prongSetting(gem, 0.27, gold, 4, pick(rnd, ['round', 'oval', 'round']));
    centre.position.y = outer + 0.36;
    group.add(centre);
    const haloCount = 16;
    const seat = mesh(new THREE.TorusGeometry(0.38, 0.05, 12, 64), gold);
    seat.rotation.x = Math.PI / 2;
    seat.position.y = outer + 0.3;
    group.add(seat);
    for (let i = 0; i < haloCount; i++) {
      const a = (i / haloCount) * Math.PI * 2;
      const stone = gemMesh('diamond', 0.06);
      stone.position.set(Math.cos(a) * 0.38, outer + 0.35, Math.sin(a) * 0.38);
      group.add(stone);
    }
    const gallery = mesh(new THREE.CylinderGeometry(0.2, 0.14, 0.3, 32), gold);
    gallery.position.y = outer + 0.1;
    group.add(gallery);
    head = outer + 0.4;
  } else if (lower.includes('stacking')) {
    const thickness = 0.09;
    group.add(mesh(bandGeometry(INNER, 0.16, thickness), gold));
    pave(group, rnd() > 0.5 ? 'diamond' : gem, INNER + thickness, -1.1, 1.1, 0.055);
    head = INNER + thickness;
  } else if (lower.includes('crown')) {
    const thickness = 0.1;
    group.add(mesh(bandGeometry(INNER, 0.18, thickness), gold));
    const points = 7;
    for (let i = 0; i < points; i++) {
      const a = ((i - (points - 1) / 2) / points) * 1.6;
      const direction = new THREE.Vector3(Math.sin(a), Math.cos(a), 0);
      const spike = mesh(new THREE.ConeGeometry(0.07, 0.26, 16), gold);
      spike.position.copy(direction).multiplyScalar(INNER + thickness + 0.11);
      pointAlong(spike, direction);
      group.add(spike);
      const stone = gemMesh(i === (points - 1) / 2 ? gem : 'diamond', 0.055);
      stone.position.copy(direction).multiplyScalar(INNER + thickness + 0.26);
      pointAlong(stone, direction);
      group.add(stone);
    }
    head = INNER + 0.36;
  } else if (lower.includes('twist')) {
    group.add(twistedBand(gold, INNER + 0.07, 0.09, pick(rnd, [6, 7, 8]), 0.055));
    if (rnd() > 0.35) {
      const centre = prongSetting(gem, 0.2, gold, 6);
      centre.position.y = INNER + 0.3;
      group.add(centre);
    }
    head = INNER + 0.3;
  } else {
    // Solitaire, and the fallback for any other ring noun.
    const thickness = 0.1;
    group.add(mesh(bandGeometry(INNER, 0.2, thickness, 0.8), gold));
    const shape = pick(rnd, ['round', 'round', 'oval', 'pear', 'emerald'] as const);
    const radius = between(rnd, 0.28, 0.36);
    const setting = prongSetting(gem, radius, gold, shape === 'round' ? 6 : 4, shape);
    setting.position.y = INNER + thickness + radius * 1.05;
    group.add(setting);
    const gallery = mesh(new THREE.CylinderGeometry(radius * 0.45, 0.09, radius * 0.9, 24), gold);
    gallery.position.y = INNER + thickness + radius * 0.3;
    group.add(gallery);
    head = INNER + thickness + radius * 1.1;
  }

  restOnFloor(group);
  const lift = group.position.y;
  return { object: group, focus: new THREE.Vector3(0, head + lift - 0.05, 0), pose: 'standing' };
}
