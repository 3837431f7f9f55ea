import * as THREE from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { View } from '../spec.ts';

/** One renderer and one studio environment for the whole run; each shot builds a fresh scene. */
export interface Studio {
  renderer: THREE.WebGLRenderer;
  environment: THREE.Texture;
}

export function createStudio(): Studio {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, alpha: false });
  renderer.setPixelRatio(1);
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = 1.05;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.VSMShadowMap;
  document.body.appendChild(renderer.domElement);
  const pmrem = new THREE.PMREMGenerator(renderer);
  const environment = pmrem.fromScene(withFlags(new RoomEnvironment()), 0.03).texture;
  pmrem.dispose();
  return { renderer, environment };
}

/**
 * RoomEnvironment plus a grey scrim and two black flags overhead, as a photographer would hang them: polished metal
 * needs dark reflections beside the bright ones or it reads as pale plastic.
 */
function withFlags(room: RoomEnvironment): RoomEnvironment {
  const black = new THREE.MeshBasicMaterial({ color: '#050505', side: THREE.DoubleSide });
  for (const x of [-5.5, 5.5]) {
    const flag = new THREE.Mesh(new THREE.PlaneGeometry(3.2, 14), black);
    flag.position.set(x, 8, 0);
    flag.rotation.set(Math.PI / 2, x > 0 ? 0.5 : -0.5, 0);
    room.add(flag);
  }
  // A grey scrim straight overhead keeps flat-lay tops gold rather than blown to white.
  const scrim = new THREE.Mesh(
    new THREE.PlaneGeometry(7, 7),
    new THREE.MeshBasicMaterial({ color: '#a0a0a0', side: THREE.DoubleSide }),
  );
  scrim.position.set(0, 11, 0);
  scrim.rotation.x = Math.PI / 2;
  room.add(scrim);
  const front = new THREE.Mesh(new THREE.PlaneGeometry(10, 4), black);
  front.position.set(0, 3, 9.5);
  front.rotation.y = Math.PI;
  room.add(front);
  return room;
}

/** Backdrop colours: a warm light-neutral sweep, a skin tone for worn shots, deep taupe for banners. */
const BACKDROPS: Record<View, [string, string]> = {
  front: ['#faf6f1', '#e9e0d5'],
  angle: ['#f8f3ed', '#e6dcd0'],
  detail: ['#f7f1ea', '#e3d8cb'],
  worn: ['#e7b99d', '#b98266'],
  tile: ['#f6efe7', '#e2d5c6'],
  banner: ['#8a6a58', '#3a2822'],
};

function backdropTexture(view: View, width: number, height: number): THREE.Texture {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width / 4);
  canvas.height = Math.round(height / 4);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const [light, dark] = BACKDROPS[view];
  // Banners are lit from the right, where the piece sits; the left stays calm for the overlaid copy.
  const cx = view === 'banner' ? canvas.width * 0.74 : canvas.width * 0.5;
  const cy = canvas.height * 0.42;
  const radius = Math.max(canvas.width, canvas.height) * (view === 'banner' ? 0.62 : 0.85);
  const gradient = context.createRadialGradient(cx, cy, 0, cx, cy, radius);
  gradient.addColorStop(0, light);
  gradient.addColorStop(1, dark);
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

function contactBlobTexture(): THREE.Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createRadialGradient(64, 64, 0, 64, 64, 64);
  gradient.addColorStop(0, 'rgba(40,28,20,0.55)');
  gradient.addColorStop(0.55, 'rgba(40,28,20,0.18)');
  gradient.addColorStop(1, 'rgba(40,28,20,0)');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 128, 128);
  return new THREE.CanvasTexture(canvas);
}

/**
 * A scene around `piece` resting on y = 0: the backdrop, the environment for reflections, a key light
 * casting a soft shadow onto an invisible floor, and a blurred blob for contact darkening.
 */
export function buildScene(studio: Studio, piece: THREE.Object3D, view: View, width: number, height: number) {
  const scene = new THREE.Scene();
  scene.background = backdropTexture(view, width, height);
  scene.environment = studio.environment;
  scene.environmentIntensity = view === 'banner' ? 0.9 : 1;
  scene.add(piece);

  const box = new THREE.Box3().setFromObject(piece);
  const size = box.getSize(new THREE.Vector3());
  const centre = box.getCenter(new THREE.Vector3());
  const span = Math.max(size.x, size.z, size.y);

  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(span * 8, span * 8),
    new THREE.ShadowMaterial({
      color: '#3a2a20',
      opacity: view === 'worn' || view === 'banner' ? 0.35 : 0.22,
    }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(centre.x, 0, centre.z);
  floor.receiveShadow = true;
  scene.add(floor);

  // Only standing pieces get the blob: under a flat bangle or chain it would grey the empty middle.
  const blob = new THREE.Mesh(
    new THREE.PlaneGeometry(size.x * 1.25 + 0.2, size.z * 1.25 + 0.2),
    new THREE.MeshBasicMaterial({
      map: contactBlobTexture(),
      transparent: true,
      depthWrite: false,
      opacity: 0.6,
    }),
  );
  blob.rotation.x = -Math.PI / 2;
  blob.position.set(centre.x, 0.002, centre.z);
  if (size.y > Math.max(size.x, size.z) * 0.6) scene.add(blob);

  const key = new THREE.DirectionalLight('#fff6ea', 1.6);
  key.position.set(centre.x + span * 0.6, span * 3, centre.z + span * 1.2);
  key.target.position.copy(centre);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 8;
  key.shadow.blurSamples = 16;
  key.shadow.bias = -0.0004;
  const shadowCamera = key.shadow.camera;
  shadowCamera.left = -span;
  shadowCamera.right = span;
  shadowCamera.top = span;
  shadowCamera.bottom = -span;
  shadowCamera.near = 0.01;
  shadowCamera.far = span * 8;
  scene.add(key, key.target);

  const rim = new THREE.DirectionalLight('#ffffff', 0.6);
  rim.position.set(centre.x - span * 2, span * 1.5, centre.z - span * 2);
  scene.add(rim);

  return scene;
}
