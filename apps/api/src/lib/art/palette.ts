/** Colours for the generated product art: metals with light, mid and dark stops, and gem tones. */
export const METALS = {
  gold: { light: '#fff3c4', mid: '#e0b84f', dark: '#8a6414', edge: '#6b4c0c' },
  rosegold: { light: '#ffe4db', mid: '#d8957f', dark: '#8f4f3e', edge: '#6d3a2d' },
  silver: { light: '#ffffff', mid: '#c9ccd2', dark: '#7b8089', edge: '#5a5e66' },
} as const;

export type Metal = keyof typeof METALS;

export const GEMS = ['#e8f4ff', '#c21f4a', '#1c6fd1', '#1f9e6a', '#7a3fc4', '#f2c14e'] as const;

export const BACKDROPS = [
  ['#fbf7f0', '#efe6d8'],
  ['#f7f3ee', '#e7ddd3'],
  ['#f5f1ea', '#e2d6c6'],
] as const;

export function isMetal(value: string): value is Metal {
  return value in METALS;
}
