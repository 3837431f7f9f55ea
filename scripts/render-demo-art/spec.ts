/** What the runner asks the page to draw; shared by the Node runner and the browser bundle. */
export type PieceKind = 'ring' | 'bracelet' | 'chain' | 'necklace' | 'earrings';
export type Metal = 'gold' | 'rosegold' | 'silver';
export type View = 'front' | 'angle' | 'detail' | 'worn' | 'banner' | 'tile';

export interface PieceSpec {
  kind: PieceKind;
  /** The product's noun, e.g. "Halo Ring" or "Rope Chain"; picks the shape within the kind. */
  style: string;
  metal: Metal;
  /** Varies gem colour, proportions and small details deterministically. */
  seed: number;
}

export interface ShotSpec {
  piece: PieceSpec;
  view: View;
  width: number;
  height: number;
}
