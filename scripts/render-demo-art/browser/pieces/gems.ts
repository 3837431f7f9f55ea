import * as THREE from 'three';
import { type GemName, gemMaterial } from '../materials.ts';

/**
 * A round brilliant, girdle radius 1, table up (+Y): an 8-sided table, a 16-sided girdle and a pointed
 * pavilion. Non-indexed so flat shading gives every facet its own flash.
 */
export function brilliantGeometry(): THREE.BufferGeometry {
  const table = 8;
  const girdle = table * 2;
  const tableRadius = 0.56;
  const crownHeight = 0.32;
  const pavilionDepth = 0.86;
  const ring = (count: number, radius: number, y: number, turn = 0) =>
    Array.from({ length: count }, (_, i) => {
      const a = ((i + turn) / count) * Math.PI * 2;
      return new THREE.Vector3(Math.cos(a) * radius, y, Math.sin(a) * radius);
    });
  const top = ring(table, tableRadius, crownHeight);
  const middle = ring(girdle, 1, 0);
  const lower = ring(girdle, 1, -0.04);
  const centre = new THREE.Vector3(0, crownHeight, 0);
  const culet = new THREE.Vector3(0, -pavilionDepth, 0);
  const triangles: THREE.Vector3[] = [];
  const add = (a: THREE.Vector3, b: THREE.Vector3, c: THREE.Vector3) => triangles.push(a, b, c);
  for (let i = 0; i < table; i++) {
    const t0 = top[i] as THREE.Vector3;
    const t1 = top[(i + 1) % table] as THREE.Vector3;
    const g0 = middle[2 * i] as THREE.Vector3;
    const g1 = middle[2 * i + 1] as THREE.Vector3;
    const g2 = middle[(2 * i + 2) % girdle] as THREE.Vector3;
    add(centre, t1, t0);
    add(t0, t1, g1);
    add(t0, g1, g0);
    add(t1, g2, g1);
  }
  for (let i = 0; i < girdle; i++) {
    const m0 = middle[i] as THREE.Vector3;
    const m1 = middle[(i + 1) % girdle] as THREE.Vector3;
    const l0 = lower[i] as THREE.Vector3;
    const l1 = lower[(i + 1) % girdle] as THREE.Vector3;
    add(m0, m1, l1);
    add(m0, l1, l0);
    add(l0, l1, culet);
  }
  const geometry = new THREE.BufferGeometry().setFromPoints(triangles);
  geometry.computeVertexNormals();
  return geometry;
}

/** An oval or pear stone: the brilliant stretched, and for a pear pinched at one end. */
export function fancyGeometry(shape: 'round' | 'oval' | 'pear' | 'emerald'): THREE.BufferGeometry {
  if (shape === 'emerald') {
    const geometry = new THREE.CylinderGeometry(0.75, 1, 0.9, 4, 1).toNonIndexed();
    geometry.rotateY(Math.PI / 4);
    geometry.scale(1, 0.6, 1.4);
    geometry.computeVertexNormals();
    return geometry;
  }
  const geometry = brilliantGeometry();
  if (shape === 'oval') geometry.scale(1, 1, 1.35);
  if (shape === 'pear') {
    const position = geometry.getAttribute('position') as THREE.BufferAttribute;
    for (let i = 0; i < position.count; i++) {
      const z = position.getZ(i);
      const x = position.getX(i);
      // Narrow the +Z end towards a point.
      const squeeze = z > 0 ? 1 - z * 0.75 : 1;
      position.setXYZ(i, x * squeeze, position.getY(i), z * 1.45);
    }
    geometry.computeVertexNormals();
  }
  return geometry;
}

export function gemMesh(
  gem: GemName,
  radius: number,
  shape: 'round' | 'oval' | 'pear' | 'emerald' = 'round',
) {
  const geometry = shape === 'round' ? brilliantGeometry() : fancyGeometry(shape);
  const mesh = new THREE.Mesh(geometry, gemMaterial(gem));
  mesh.scale.setScalar(radius);
  mesh.castShadow = true;
  return mesh;
}

/**
 * A stone held by prongs, table up, girdle at y = 0 of the returned group; the prongs reach
 * from below the stone to just over its girdle.
 */
export function prongSetting(
  gem: GemName,
  radius: number,
  metal: THREE.Material,
  prongs = 4,
  shape: 'round' | 'oval' | 'pear' | 'emerald' = 'round',
): THREE.Group {
  const group = new THREE.Group();
  group.add(gemMesh(gem, radius, shape));
  const stretch = shape === 'oval' ? 1.35 : shape === 'pear' || shape === 'emerald' ? 1.4 : 1;
  for (let i = 0; i < prongs; i++) {
    const a = (i / prongs) * Math.PI * 2 + Math.PI / prongs;
    const x = Math.cos(a) * radius * 0.98;
    const z = Math.sin(a) * radius * 0.98 * stretch;
    const curve = new THREE.CatmullRomCurve3([
      new THREE.Vector3(x * 0.35, -radius * 0.95, z * 0.35),
      new THREE.Vector3(x * 0.9, -radius * 0.35, z * 0.9),
      new THREE.Vector3(x * 1.04, radius * 0.12, z * 1.04),
      new THREE.Vector3(x * 0.9, radius * 0.26, z * 0.9),
    ]);
    const prong = new THREE.Mesh(new THREE.TubeGeometry(curve, 16, radius * 0.075, 8), metal);
    prong.castShadow = true;
    group.add(prong);
    const tip = new THREE.Mesh(new THREE.SphereGeometry(radius * 0.09, 12, 8), metal);
    tip.position.set(x * 0.9, radius * 0.26, z * 0.9);
    group.add(tip);
  }
  const basket = new THREE.Mesh(new THREE.TorusGeometry(radius * 0.6, radius * 0.06, 8, 32), metal);
  basket.rotation.x = Math.PI / 2;
  basket.scale.y = stretch;
  basket.position.y = -radius * 0.5;
  group.add(basket);
  return group;
}

/** A stone sunk in a metal collar (bezel): calmer than prongs, used for small stones and studs. */
export function bezelSetting(gem: GemName, radius: number, metal: THREE.Material): THREE.Group {
  const group = new THREE.Group();
  group.add(gemMesh(gem, radius));
  const collar = new THREE.Mesh(new THREE.TorusGeometry(radius * 1.04, radius * 0.16, 12, 48), metal);
  collar.rotation.x = Math.PI / 2;
  collar.position.y = radius * 0.02;
  collar.castShadow = true;
  group.add(collar);
  const cup = new THREE.Mesh(
    new THREE.CylinderGeometry(radius * 1.08, radius * 0.7, radius * 0.8, 32, 1, true),
    metal,
  );
  cup.position.y = -radius * 0.4;
  group.add(cup);
  return group;
}
