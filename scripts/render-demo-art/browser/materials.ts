import * as THREE from 'three';
import type { Metal } from '../spec.ts';
import { pick } from './random.ts';

/** Base colours picked by eye under RoomEnvironment; F0 of real gold/copper alloys pushed a little warmer. */
const METAL_COLORS: Record<Metal, string> = {
  gold: '#f6c870',
  rosegold: '#f0ad95',
  silver: '#eceae6',
};

export function metalMaterial(metal: Metal, roughness = 0.14): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: new THREE.Color(METAL_COLORS[metal]),
    metalness: 1,
    roughness,
    envMapIntensity: 1.25,
  });
}

export const GEM_COLORS = {
  diamond: '#ffffff',
  ruby: '#d0103a',
  sapphire: '#1f4fd0',
  emerald: '#109a5c',
  amethyst: '#8a4ad8',
  citrine: '#f3b431',
  morganite: '#f2a7b8',
} as const;

export type GemName = keyof typeof GEM_COLORS;

export function randomGem(rnd: () => number): GemName {
  // Diamonds are the common case in a jewellery shop, so they get more weight.
  return pick(rnd, [
    'diamond',
    'diamond',
    'diamond',
    'ruby',
    'sapphire',
    'emerald',
    'amethyst',
    'citrine',
    'morganite',
  ]);
}

export function gemMaterial(gem: GemName): THREE.MeshPhysicalMaterial {
  const diamond = gem === 'diamond';
  return new THREE.MeshPhysicalMaterial({
    color: new THREE.Color(GEM_COLORS[gem]),
    // A little metalness stands in for total internal reflection: the facets mirror the studio's
    // dark flags and bright lights instead of showing the backdrop through the stone.
    metalness: diamond ? 0.45 : 0.2,
    roughness: 0,
    // Not fully clear: a real stone throws back most light by internal reflection, so it shows
    // dark and bright facets rather than the backdrop behind it.
    transmission: diamond ? 0.9 : 0.8,
    thickness: 0.6,
    ior: diamond ? 2.42 : 1.77,
    dispersion: diamond ? 4 : 1,
    attenuationColor: new THREE.Color(GEM_COLORS[gem]),
    attenuationDistance: diamond ? 10 : 0.5,
    specularIntensity: 1,
    envMapIntensity: diamond ? 3.2 : 2,
    flatShading: true,
  });
}

export function onyxMaterial(): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: '#0c0c0e',
    roughness: 0.05,
    clearcoat: 1,
    envMapIntensity: 1.4,
  });
}

export function pearlMaterial(): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: '#f4eee4',
    roughness: 0.25,
    sheen: 1,
    sheenColor: new THREE.Color('#ffd9e6'),
    iridescence: 0.6,
    clearcoat: 0.8,
  });
}

export function blackBeadMaterial(): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: '#101012',
    roughness: 0.12,
    clearcoat: 1,
    envMapIntensity: 1.2,
  });
}
