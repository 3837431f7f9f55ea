import * as THREE from 'three';
import type { Metal } from '../../spec.ts';
import { type GemName, metalMaterial, pearlMaterial, randomGem } from '../materials.ts';
import { between, pick, seededRandom } from '../random.ts';
import type { Piece } from '../views.ts';
import { bezelSetting, prongSetting } from './gems.ts';
import { mesh, restOnFloor } from './shared.ts';

type Builder = (gold: THREE.Material, gem: GemName, rnd: () => number) => THREE.Group;

/** A fish-hook ear wire from the origin up (-Z) and back. */
function earWire(gold: THREE.Material, size: number) {
  const curve = new THREE.CatmullRomCurve3([
    new THREE.Vector3(0, 0.05, 0),
    new THREE.Vector3(0, 0.08, -size * 0.6),
    new THREE.Vector3(size * 0.3, 0.08, -size * 1.1),
    new THREE.Vector3(size * 0.55, 0.06, -size * 0.7),
    new THREE.Vector3(size * 0.55, 0.05, -size * 0.2),
  ]);
  return mesh(new THREE.TubeGeometry(curve, 48, 0.035, 8), gold);
}

const stud: Builder = (gold, gem, rnd) => {
  const group = new THREE.Group();
  const radius = between(rnd, 0.32, 0.42);
  group.add(rnd() > 0.5 ? prongSetting(gem, radius, gold, 4) : bezelSetting(gem, radius, gold));
  if (rnd() > 0.5) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      const bead = mesh(new THREE.SphereGeometry(radius * 0.16, 16, 12), gold);
      bead.position.set(Math.cos(a) * radius * 1.35, -radius * 0.1, Math.sin(a) * radius * 1.35);
      group.add(bead);
    }
  }
  return group;
};

const hoop: Builder = (gold, gem, rnd) => {
  const group = new THREE.Group();
  const radius = between(rnd, 0.9, 1.3);
  const tube = between(rnd, 0.08, 0.14);
  const ring = mesh(new THREE.TorusGeometry(radius, tube, 24, 96, Math.PI * 2 - 0.25), gold);
  ring.rotation.x = Math.PI / 2;
  ring.scale.z = rnd() > 0.5 ? 2.2 : 1;
  group.add(ring);
  if (rnd() > 0.5) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * 0.35 + (i / 8) * Math.PI * 0.6;
      const stone = bezelSetting(gem === 'diamond' || rnd() > 0.5 ? 'diamond' : gem, tube * 0.7, gold);
      stone.position.set(Math.cos(a) * radius, tube * 0.7, Math.sin(a) * radius);
      group.add(stone);
    }
  }
  return group;
};

const drop: Builder = (gold, gem, rnd) => {
  const group = new THREE.Group();
  group.add(earWire(gold, 0.6));
  const link = mesh(new THREE.TorusGeometry(0.1, 0.025, 8, 24), gold);
  link.position.z = 0.12;
  group.add(link);
  const radius = between(rnd, 0.3, 0.4);
  const stone =
    rnd() > 0.7
      ? mesh(new THREE.SphereGeometry(radius * 0.9, 32, 20), pearlMaterial())
      : prongSetting(gem, radius, gold, 4, 'pear');
  stone.position.set(0, radius * 0.3, 0.3 + radius * 1.1);
  group.add(stone);
  return group;
};

const jhumka: Builder = (gold, gem, rnd) => {
  const group = new THREE.Group();
  const top = bezelSetting(gem, 0.26, gold);
  group.add(top);
  const petals = mesh(new THREE.TorusGeometry(0.34, 0.08, 10, 32), gold);
  petals.rotation.x = Math.PI / 2;
  group.add(petals);
  // The bell: a lathe of a dome profile lying on its side, mouth towards +Z.
  const size = between(rnd, 0.7, 0.9);
  const profile = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    profile.push(new THREE.Vector2(0.05 + size * Math.sin(t * Math.PI * 0.5) ** 1.4, t * size * 1.1));
  }
  const bell = mesh(new THREE.LatheGeometry(profile, 64), gold);
  (bell.material as THREE.Material).side = THREE.DoubleSide;
  bell.rotation.x = Math.PI / 2;
  bell.position.set(0, size * 0.9, 0.45);
  group.add(bell);
  const rim = size * 1.1 + 0.45;
  const pearls = rnd() > 0.5;
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const bead = mesh(new THREE.SphereGeometry(0.08, 16, 12), pearls ? pearlMaterial() : gold);
    bead.position.set(Math.cos(a) * (size + 0.07), size * 0.9 + Math.sin(a) * (size + 0.07), rim + 0.1);
    group.add(bead);
  }
  return group;
};

const chandbali: Builder = (gold, gem, rnd) => {
  const group = new THREE.Group();
  const size = between(rnd, 1.1, 1.4);
  const shape = new THREE.Shape();
  shape.absarc(0, 0, size, Math.PI * 1.05, Math.PI * 1.95 + Math.PI, false);
  shape.absarc(0, size * 0.28, size * 0.72, Math.PI * 1.95 + Math.PI - 0.1, Math.PI * 1.05 + 0.1, true);
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth: 0.06,
    bevelEnabled: true,
    bevelThickness: 0.05,
    bevelSize: 0.05,
    bevelSegments: 4,
    curveSegments: 64,
  });
  geometry.rotateX(Math.PI / 2);
  const moon = mesh(geometry, gold);
  moon.position.z = size * 0.35;
  group.add(moon);
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * 0.12 + (i / 8) * Math.PI * 0.76;
    const r = size * 0.86;
    const stone = bezelSetting(i % 2 === 0 ? gem : 'diamond', 0.08, gold);
    stone.position.set(Math.cos(a) * r, 0.1, size * 0.35 + Math.sin(a) * r * 0.95 - 0.05);
    group.add(stone);
    const bead = mesh(new THREE.SphereGeometry(0.07, 16, 12), pick(rnd, [gold, pearlMaterial()]));
    bead.position.set(Math.cos(a) * (size + 0.18), 0.02, size * 0.35 + Math.sin(a) * (size + 0.18));
    group.add(bead);
  }
  const top = bezelSetting(gem, 0.2, gold);
  top.position.z = -size * 0.1;
  group.add(top);
  return group;
};

function builderFor(style: string): Builder {
  const lower = style.toLowerCase();
  if (lower.includes('hoop')) return hoop;
  if (lower.includes('jhumka')) return jhumka;
  if (lower.includes('chandbali')) return chandbali;
  if (lower.includes('drop')) return drop;
  return stud;
}

/** A pair, lying flat side by side; the right one is a mirror image, turned a little for life. */
export function buildEarrings(style: string, metal: Metal, rnd: () => number): Piece {
  const gold = metalMaterial(metal);
  const gem = randomGem(rnd);
  const build = builderFor(style);
  // Both earrings from the same seed, so the pair matches.
  const seed = Math.floor(rnd() * 1e9);
  const left = build(gold, gem, seededRandom(seed));
  const right = build(gold, gem, seededRandom(seed));
  const group = new THREE.Group();
  const span = new THREE.Box3().setFromObject(left).getSize(new THREE.Vector3()).x;
  left.position.x = -span * 0.62 - 0.15;
  right.position.x = span * 0.62 + 0.15;
  right.scale.x = -1;
  left.rotation.y = 0.12;
  right.rotation.y = -0.12;
  group.add(left, right);
  restOnFloor(group);
  const focusBox = new THREE.Box3().setFromObject(left);
  const focus = focusBox.getCenter(new THREE.Vector3());
  return { object: group, focus, pose: 'flat' };
}
