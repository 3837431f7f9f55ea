import * as THREE from 'three';
import type { View } from '../spec.ts';

/** A built piece: the object resting on y = 0, the spot a detail shot closes in on, and how it lies. */
export interface Piece {
  object: THREE.Object3D;
  focus: THREE.Vector3;
  /** Rings stand upright and are shot from the front; everything else lies flat and is shot from above. */
  pose: 'standing' | 'flat';
}

interface Angle {
  elevation: number;
  azimuth: number;
  fill: number;
}

const FLAT: Record<View, Angle> = {
  front: { elevation: 78, azimuth: 0, fill: 0.7 },
  angle: { elevation: 38, azimuth: 28, fill: 0.72 },
  detail: { elevation: 52, azimuth: -18, fill: 0.72 },
  worn: { elevation: 60, azimuth: 12, fill: 0.66 },
  tile: { elevation: 55, azimuth: 20, fill: 0.66 },
  banner: { elevation: 48, azimuth: 24, fill: 0.78 },
};

const STANDING: Record<View, Angle> = {
  front: { elevation: 12, azimuth: 0, fill: 0.66 },
  angle: { elevation: 24, azimuth: 42, fill: 0.68 },
  detail: { elevation: 40, azimuth: 20, fill: 0.7 },
  worn: { elevation: 28, azimuth: 30, fill: 0.7 },
  tile: { elevation: 20, azimuth: 35, fill: 0.64 },
  banner: { elevation: 18, azimuth: 35, fill: 0.78 },
};

/** Points that outline the piece in world space: mesh vertices (thinned) and instance boxes. */
function outlinePoints(object: THREE.Object3D): THREE.Vector3[] {
  const points: THREE.Vector3[] = [];
  object.updateMatrixWorld(true);
  const matrix = new THREE.Matrix4();
  object.traverse((node) => {
    if (node instanceof THREE.InstancedMesh) {
      node.geometry.computeBoundingBox();
      const box = node.geometry.boundingBox as THREE.Box3;
      const centre = box.getCenter(new THREE.Vector3());
      for (let i = 0; i < node.count; i++) {
        node.getMatrixAt(i, matrix);
        matrix.premultiply(node.matrixWorld);
        points.push(centre.clone().applyMatrix4(matrix));
        points.push(new THREE.Vector3(box.min.x, box.min.y, box.min.z).applyMatrix4(matrix));
        points.push(new THREE.Vector3(box.max.x, box.max.y, box.max.z).applyMatrix4(matrix));
      }
    } else if (node instanceof THREE.Mesh) {
      const position = node.geometry.getAttribute('position');
      const step = Math.max(1, Math.floor(position.count / 600));
      for (let i = 0; i < position.count; i += step) {
        points.push(new THREE.Vector3().fromBufferAttribute(position, i).applyMatrix4(node.matrixWorld));
      }
    }
  });
  return points;
}

/**
 * Places the camera for a view so the piece fills `fill` of the frame: a few passes of projecting the
 * outline, re-centring and pulling the camera in or out. Detail shots frame only what is near the focus.
 */
export function frameCamera(
  piece: Piece,
  view: View,
  width: number,
  height: number,
): THREE.PerspectiveCamera {
  const angle = (piece.pose === 'standing' ? STANDING : FLAT)[view];
  const camera = new THREE.PerspectiveCamera(26, width / height, 0.01, 500);
  let points = outlinePoints(piece.object);
  const box = new THREE.Box3().setFromPoints(points);
  const size = box.getSize(new THREE.Vector3()).length();
  if (view === 'detail') {
    const reach = size * 0.3;
    const near = points.filter((p) => p.distanceTo(piece.focus) < reach);
    if (near.length > 20) points = near;
  }
  const target = view === 'detail' ? piece.focus.clone() : box.getCenter(new THREE.Vector3());
  const elevation = THREE.MathUtils.degToRad(angle.elevation);
  const azimuth = THREE.MathUtils.degToRad(angle.azimuth);
  const direction = new THREE.Vector3(
    Math.sin(azimuth) * Math.cos(elevation),
    Math.sin(elevation),
    Math.cos(azimuth) * Math.cos(elevation),
  );
  // Straight down would make lookAt's up vector degenerate; the elevations above stay below 90.
  let distance = size * 2;
  // Banners keep the piece in the right third; tiles and product shots centre it.
  const aimX = view === 'banner' ? 0.46 : 0;
  const fill = view === 'banner' ? angle.fill : angle.fill;
  for (let pass = 0; pass < 5; pass++) {
    camera.position.copy(target).addScaledVector(direction, distance);
    camera.lookAt(target);
    camera.updateMatrixWorld(true);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const point of points) {
      const p = point.clone().project(camera);
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    }
    const halfHeight = Math.tan(THREE.MathUtils.degToRad(camera.fov / 2)) * distance;
    const halfWidth = halfHeight * camera.aspect;
    const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
    const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
    const shiftX = ((minX + maxX) / 2 - aimX) * halfWidth;
    const shiftY = ((minY + maxY) / 2) * halfHeight;
    target.addScaledVector(right, shiftX).addScaledVector(up, shiftY);
    const widthShare = (maxX - minX) / 2 / (view === 'banner' ? 0.42 : 1);
    const extent = Math.max(widthShare, (maxY - minY) / 2);
    distance *= extent / fill;
  }
  camera.position.copy(target).addScaledVector(direction, distance);
  camera.lookAt(target);
  camera.near = distance / 50;
  camera.far = distance * 20;
  camera.updateProjectionMatrix();
  return camera;
}
