import * as THREE from 'three';
import type { GemName } from '../materials.ts';
import { bezelSetting, prongSetting } from './gems.ts';
import { mesh } from './shared.ts';

export type PendantShape = 'gem' | 'heart' | 'disc' | 'moon' | 'locket' | 'drop';

function heartShape(size: number): THREE.Shape {
  const shape = new THREE.Shape();
  shape.moveTo(0, -size);
  shape.bezierCurveTo(size * 1.3, -size * 0.1, size * 0.9, size * 0.95, 0, size * 0.45);
  shape.bezierCurveTo(-size * 0.9, size * 0.95, -size * 1.3, -size * 0.1, 0, -size);
  return shape;
}

function moonShape(size: number): THREE.Shape {
  const shape = new THREE.Shape();
  shape.absarc(0, 0, size, Math.PI * 0.15, Math.PI * 1.85, false);
  shape.absarc(size * 0.45, 0, size * 0.78, Math.PI * 1.7, Math.PI * 0.3, true);
  return shape;
}

/** A flat metal charm lying face up (extruded outline with a rounded bevel), centred on the origin. */
export function flatCharm(shape: THREE.Shape, depth: number, material: THREE.Material): THREE.Mesh {
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth,
    bevelEnabled: true,
    bevelThickness: depth * 0.6,
    bevelSize: depth * 0.6,
    bevelSegments: 6,
    curveSegments: 48,
  });
  geometry.rotateX(-Math.PI / 2);
  geometry.center();
  return mesh(geometry, material);
}

/**
 * A pendant lying face up with its bail at the origin and its body towards +Z (down the neck line).
 * Returns the group and the centre of the pendant face, which detail shots aim at.
 */
export function pendant(
  shape: PendantShape,
  size: number,
  gem: GemName,
  metal: THREE.Material,
): { group: THREE.Group; centre: THREE.Vector3 } {
  const group = new THREE.Group();
  const bail = mesh(new THREE.TorusGeometry(size * 0.16, size * 0.045, 10, 32), metal);
  bail.rotation.y = Math.PI / 2;
  group.add(bail);
  const centre = new THREE.Vector3(0, 0, size * 1.05);
  let body: THREE.Object3D;
  if (shape === 'gem' || shape === 'drop') {
    body = prongSetting(
      gem,
      size * 0.55,
      metal,
      shape === 'drop' ? 4 : 6,
      shape === 'drop' ? 'pear' : 'round',
    );
    if (shape === 'drop') body.rotation.y = Math.PI;
  } else if (shape === 'heart') {
    body = flatCharm(heartShape(size * 0.75), size * 0.12, metal);
    body.rotation.y = Math.PI;
  } else if (shape === 'moon') {
    body = flatCharm(moonShape(size * 0.75), size * 0.1, metal);
    const stone = bezelSetting(gem, size * 0.12, metal);
    stone.position.set(size * 0.42, size * 0.1, 0);
    body.add(stone);
  } else {
    const outline = new THREE.Shape();
    outline.absellipse(0, 0, size * (shape === 'locket' ? 0.62 : 0.7), size * 0.75, 0, Math.PI * 2, false, 0);
    body = flatCharm(outline, size * (shape === 'locket' ? 0.14 : 0.08), metal);
    const stone = bezelSetting(gem, size * 0.16, metal);
    stone.position.y = size * (shape === 'locket' ? 0.22 : 0.14);
    body.add(stone);
    if (shape === 'locket') {
      const seam = mesh(new THREE.TorusGeometry(size * 0.7, size * 0.025, 8, 64), metal);
      seam.rotation.x = Math.PI / 2;
      seam.scale.set(0.62 / 0.7, 0.75 / 0.7, 1);
      body.add(seam);
    }
  }
  body.position.copy(centre);
  group.add(body);
  return { group, centre };
}
