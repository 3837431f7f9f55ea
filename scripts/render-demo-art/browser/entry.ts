import * as THREE from 'three';
import type { ShotSpec } from '../spec.ts';
import { buildPiece } from './pieces/index.ts';
import { seededRandom } from './random.ts';
import { buildScene, createStudio, type Studio } from './stage.ts';
import { frameCamera } from './views.ts';

let studio: Studio | undefined;

/** Draws one shot and returns it as a PNG data URL; the runner encodes the WebP files. */
async function renderShot(shot: ShotSpec): Promise<string> {
  studio ??= createStudio();
  const { renderer } = studio;
  renderer.setSize(shot.width, shot.height, false);
  const piece = buildPiece(shot.piece, seededRandom(shot.piece.seed));
  const scene = buildScene(studio, piece.object, shot.view, shot.width, shot.height);
  const camera = frameCamera(piece, shot.view, shot.width, shot.height);
  renderer.render(scene, camera);
  const url = renderer.domElement.toDataURL('image/png');
  scene.traverse((node) => {
    if (node instanceof THREE.Mesh) {
      node.geometry.dispose();
      for (const material of [node.material].flat()) material.dispose();
    }
  });
  renderer.renderLists.dispose();
  return url;
}

declare global {
  interface Window {
    renderShot: typeof renderShot;
  }
}
window.renderShot = renderShot;
