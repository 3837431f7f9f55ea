import * as THREE from 'three';
import { FunctionCurve, mesh } from './shared.ts';

export type LinkStyle = 'cable' | 'curb' | 'box' | 'figaro' | 'wheat' | 'cuban' | 'rope';

/** One oval link, long axis along X, lying in the XY plane, `length` long. */
function linkGeometry(style: LinkStyle, length: number): THREE.BufferGeometry {
  const wire = style === 'cuban' ? 0.3 : style === 'curb' ? 0.25 : 0.2;
  const square = style === 'box';
  const geometry = new THREE.TorusGeometry(0.5, wire * 0.5, square ? 4 : 10, square ? 4 : 28);
  if (square) geometry.rotateZ(Math.PI / 4);
  geometry.scale(length * (square ? 0.8 : 1.1), length * (style === 'cuban' ? 0.95 : 0.7), length);
  if (style === 'curb' || style === 'cuban') geometry.scale(1, 1, 0.55);
  return geometry;
}

/**
 * Links threaded along `curve` (lying on the floor plane): each link's long axis follows the curve and
 * every other link turns a quarter so they interlock. Curb and cuban links are twisted flatter instead.
 */
export function chainAlong(
  curve: THREE.Curve<THREE.Vector3>,
  style: LinkStyle,
  linkLength: number,
  material: THREE.Material,
): THREE.Object3D {
  if (style === 'rope') return ropeAlong(curve, linkLength, material);
  const total = curve.getLength();
  const pitch = linkLength * (style === 'cuban' ? 0.62 : style === 'box' ? 0.7 : 0.78);
  const count = Math.floor(total / pitch);
  const short = linkGeometry(style, linkLength);
  const long = style === 'figaro' ? linkGeometry(style, linkLength * 2.1) : short;
  const shorts: THREE.Matrix4[] = [];
  const longs: THREE.Matrix4[] = [];
  const up = new THREE.Vector3(0, 1, 0);
  let s = 0;
  for (let i = 0; s < total - pitch / 2 && i < count * 3; i++) {
    const isLong = style === 'figaro' && i % 4 === 3;
    const step = isLong ? pitch * 1.9 : pitch;
    const u = Math.min(1, (s + step / 2) / total);
    const position = curve.getPointAt(u);
    const tangent = curve.getTangentAt(u).normalize();
    const side = new THREE.Vector3().crossVectors(up, tangent).normalize();
    // side × tangent (not tangent × side) keeps the basis right-handed; a mirrored one turns faces inside out.
    const normal = new THREE.Vector3().crossVectors(side, tangent).normalize();
    const basis = new THREE.Matrix4().makeBasis(tangent, normal, side);
    let roll = i % 2 === 0 ? 0 : Math.PI / 2;
    if (style === 'curb' || style === 'cuban') roll = Math.PI / 2 + (i % 2 === 0 ? 0.5 : -0.5);
    if (style === 'wheat') roll = Math.PI / 2 + (i % 2 === 0 ? 0.7 : -0.7);
    const rotation = new THREE.Matrix4().makeRotationX(roll);
    const matrix = new THREE.Matrix4().multiplyMatrices(basis, rotation);
    matrix.setPosition(position);
    (isLong ? longs : shorts).push(matrix);
    s += step;
  }
  const group = new THREE.Group();
  for (const [geometry, matrices] of [
    [short, shorts],
    [long, longs],
  ] as const) {
    if (matrices.length === 0) continue;
    const instanced = new THREE.InstancedMesh(geometry, material, matrices.length);
    matrices.forEach((matrix, i) => {
      instanced.setMatrixAt(i, matrix);
    });
    instanced.castShadow = true;
    instanced.receiveShadow = true;
    group.add(instanced);
  }
  return group;
}

/** A rope chain: three strands wound round the curve. */
function ropeAlong(curve: THREE.Curve<THREE.Vector3>, thickness: number, material: THREE.Material) {
  const group = new THREE.Group();
  const total = curve.getLength();
  const turns = total / (thickness * 1.1);
  const up = new THREE.Vector3(0, 1, 0);
  for (let strand = 0; strand < 3; strand++) {
    const helix = new FunctionCurve((t, target) => {
      const centre = curve.getPointAt(t);
      const tangent = curve.getTangentAt(t).normalize();
      const side = new THREE.Vector3().crossVectors(up, tangent).normalize();
      const normal = new THREE.Vector3().crossVectors(tangent, side).normalize();
      const a = t * turns * Math.PI * 2 + (strand * Math.PI * 2) / 3;
      return target
        .copy(centre)
        .addScaledVector(side, Math.cos(a) * thickness * 0.28)
        .addScaledVector(normal, Math.sin(a) * thickness * 0.28);
    });
    group.add(
      mesh(new THREE.TubeGeometry(helix, Math.ceil(turns * 24), thickness * 0.24, 8, false), material),
    );
  }
  return group;
}

export function linkStyleFor(noun: string): LinkStyle {
  const lower = noun.toLowerCase();
  if (lower.includes('rope')) return 'rope';
  if (lower.includes('box')) return 'box';
  if (lower.includes('curb')) return 'curb';
  if (lower.includes('figaro')) return 'figaro';
  if (lower.includes('wheat')) return 'wheat';
  if (lower.includes('cuban')) return 'cuban';
  return 'cable';
}

/** A lobster clasp and a jump ring at one end of a chain. */
export function clasp(at: THREE.Vector3, direction: THREE.Vector3, size: number, material: THREE.Material) {
  const group = new THREE.Group();
  const body = mesh(new THREE.CapsuleGeometry(size * 0.35, size * 0.9, 6, 16), material);
  body.scale.z = 0.6;
  group.add(body);
  const loop = mesh(new THREE.TorusGeometry(size * 0.45, size * 0.08, 8, 24), material);
  loop.position.y = -size * 0.95;
  group.add(loop);
  group.position.copy(at);
  group.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction.clone().normalize());
  return group;
}
