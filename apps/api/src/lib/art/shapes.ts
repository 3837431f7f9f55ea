import { GEMS, METALS, type Metal } from './palette.ts';

/** Small deterministic generator so the same variant always draws the same piece. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function metalGradient(idPrefix: string, metal: Metal, angle: number): string {
  const m = METALS[metal];
  return `<linearGradient id="${idPrefix}m" gradientTransform="rotate(${angle} .5 .5)">
<stop offset="0" stop-color="${m.dark}"/><stop offset=".28" stop-color="${m.mid}"/><stop offset=".46" stop-color="${m.light}"/>
<stop offset=".62" stop-color="${m.mid}"/><stop offset="1" stop-color="${m.dark}"/></linearGradient>`;
}

export function gemGradient(idPrefix: string, gemIndex: number): string {
  const color = GEMS[gemIndex % GEMS.length] ?? GEMS[0];
  return `<radialGradient id="${idPrefix}g" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/>
<stop offset=".35" stop-color="${color}"/><stop offset="1" stop-color="#1b1b2a" stop-opacity=".85"/></radialGradient>`;
}

export function gem(cx: number, cy: number, r: number, fill: string): string {
  const top = cy - r;
  return `<g><polygon points="${cx - r},${cy - r * 0.2} ${cx - r * 0.55},${top} ${cx + r * 0.55},${top} ${cx + r},${cy - r * 0.2} ${cx},${cy + r}" fill="${fill}" stroke="#ffffff" stroke-opacity=".6" stroke-width="2"/>
<polyline points="${cx - r},${cy - r * 0.2} ${cx + r},${cy - r * 0.2}" stroke="#fff" stroke-opacity=".5" stroke-width="1.5" fill="none"/>
<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.55}" r="${r * 0.12}" fill="#fff" opacity=".9"/></g>`;
}

export function ring(p: string, rnd: () => number, withGem: boolean): string {
  const band = 26 + Math.round(rnd() * 26);
  const rx = 190;
  const ry = 120 + rnd() * 40;
  const gemSize = 46 + rnd() * 30;
  const body = `<ellipse cx="400" cy="430" rx="${rx}" ry="${ry}" fill="none" stroke="url(#${p}m)" stroke-width="${band}"/>
<ellipse cx="400" cy="430" rx="${rx - band / 2}" ry="${ry - band / 2}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="3"/>
<ellipse cx="400" cy="430" rx="${rx + band / 2}" ry="${ry + band / 2}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>`;
  const top = 430 - ry - band / 2;
  const setting = withGem
    ? `<path d="M${400 - gemSize} ${top + 8} L400 ${top + gemSize} L${400 + gemSize} ${top + 8} Z" fill="url(#${p}m)"/>${gem(400, top - gemSize * 0.45, gemSize, `url(#${p}g)`)}`
    : `<ellipse cx="400" cy="${top + 4}" rx="${band * 2.2}" ry="${band * 0.9}" fill="url(#${p}m)" stroke="#fff" stroke-opacity=".4"/>`;
  return body + setting;
}

export function bracelet(p: string, rnd: () => number, withGem: boolean): string {
  const beads = 14 + Math.round(rnd() * 8);
  const rx = 250;
  const ry = 150 + rnd() * 30;
  let out = `<ellipse cx="400" cy="420" rx="${rx}" ry="${ry}" fill="none" stroke="url(#${p}m)" stroke-width="${10 + rnd() * 10}"/>`;
  for (let i = 0; i < beads; i++) {
    const a = (i / beads) * Math.PI * 2;
    const x = 400 + Math.cos(a) * rx;
    const y = 420 + Math.sin(a) * ry;
    const r = 14 + (Math.sin(a) + 1) * 7;
    out +=
      withGem && i % 4 === 0
        ? gem(x, y, r * 1.1, `url(#${p}g)`)
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#${p}m)" stroke="#000" stroke-opacity=".1"/>`;
  }
  return out;
}

export function chain(p: string, rnd: () => number, withPendant: boolean): string {
  const links = 26 + Math.round(rnd() * 10);
  const depth = 300 + rnd() * 80;
  let out = '';
  for (let i = 0; i <= links; i++) {
    const t = i / links;
    const x = 130 + t * 540;
    const y = 150 + Math.sin(t * Math.PI) * depth;
    const angle = Math.cos(t * Math.PI) * -55;
    const w = 22 + rnd() * 3;
    out += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${w.toFixed(1)}" ry="${(w * 0.55).toFixed(1)}" transform="rotate(${(i % 2 ? angle + 90 : angle).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#${p}m)" stroke-width="9"/>`;
  }
  if (withPendant) {
    const y = 150 + depth;
    out += `<circle cx="400" cy="${y + 20}" r="10" fill="none" stroke="url(#${p}m)" stroke-width="7"/>${gem(400, y + 80, 48, `url(#${p}g)`)}`;
  }
  return out;
}

export function earrings(p: string, rnd: () => number): string {
  const drop = 70 + rnd() * 40;
  const one = (
    cx: number,
  ) => `<path d="M${cx} 170 q 40 -60 0 -90 q -30 -10 -30 20" fill="none" stroke="url(#${p}m)" stroke-width="8" stroke-linecap="round"/>
<line x1="${cx}" y1="170" x2="${cx}" y2="${260}" stroke="url(#${p}m)" stroke-width="7"/>
<circle cx="${cx}" cy="${260 + drop}" r="${drop}" fill="none" stroke="url(#${p}m)" stroke-width="${14 + rnd() * 8}"/>
${gem(cx, 260 + drop, drop * 0.42, `url(#${p}g)`)}`;
  return one(270) + one(530);
}
