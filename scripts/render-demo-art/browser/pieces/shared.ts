import * as THREE from 'three';

/**
 * A closed cross-section for LatheGeometry: a superellipse `width` wide (along the lathe axis) and
 * `thickness` deep, starting at `innerRadius`. Lower `squareness` gives flatter sides.
 */
export function bandProfile(innerRadius: number, width: number, thickness: number, squareness = 0.6) {
  const points: THREE.Vector2[] = [];
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const a = -(i / steps) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const x = innerRadius + thickness / 2 + (thickness / 2) * Math.sign(c) * Math.abs(c) ** squareness;
    const y = (width / 2) * Math.sign(s) * Math.abs(s) ** squareness;
    points.push(new THREE.Vector2(x, y));
  }
  return points;
}

/** A band with its axis along Z and its centre at the origin (a ring standing up; a bangle is turned). */
export function bandGeometry(innerRadius: number, width: number, thickness: number, squareness = 0.6) {
  const geometry = new THREE.LatheGeometry(bandProfile(innerRadius, width, thickness, squareness), 128);
  geometry.rotateX(Math.PI / 2);
  geometry.computeVertexNormals();
  return geometry;
}

export function mesh(geometry: THREE.BufferGeometry, material: THREE.Material): THREE.Mesh {
  const result = new THREE.Mesh(geometry, material);
  result.castShadow = true;
  result.receiveShadow = true;
  return result;
}

/** Orients `object` so its +Y points along `direction`. */
export function pointAlong(object: THREE.Object3D, direction: THREE.Vector3): void {
  object.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction.clone().normalize());
}

/** Drops `object` so its lowest point touches y = 0. */
export function restOnFloor(object: THREE.Object3D): void {
  object.updateMatrixWorld(true);
  const box = new THREE.Box3().setFromObject(object, true);
  object.position.y -= box.min.y;
}

/** A curve from a function of t in [0, 1]: helices and twisted bands. */
export class FunctionCurve extends THREE.Curve<THREE.Vector3> {
  constructor(private readonly at: (t: number, target: THREE.Vector3) => THREE.Vector3) {
    super();
  }

  override getPoint(t: number, target = new THREE.Vector3()): THREE.Vector3 {
    return this.at(t, target);
  }
}
