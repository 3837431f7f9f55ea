import type { ParcelSize } from '../../db/schema/index.ts';

/** The shop's jewellery box: a product without a box of its own ships in it (centimetres). */
export const DEFAULT_BOX = { lengthCm: 15, breadthCm: 12, heightCm: 6 } as const;
/** The default box and its padding, added once to the pieces that have no packed weight. */
export const PACKING_GRAMS = 150;
/** A piece whose weight the catalogue does not give. */
export const DEFAULT_PIECE_GRAMS = 50;

type Box = { lengthCm: number; breadthCm: number; heightCm: number };

/** One order line as the parcel rule sees it: how many, and what its product says about shipping it. */
export interface ParcelLine {
  quantity: number;
  /** The piece's own weight (a product fact), grams. */
  pieceGrams: number | null;
  /** The piece packed in its own box, grams. */
  packedGrams: number | null;
  /** The product's own box. */
  box: Box | null;
}

const volume = (box: Box) => box.lengthCm * box.breadthCm * box.heightCm;

/**
 * The parcel for an order's lines (docs/shiprocket.md, "The parcel"): everything goes in one box, the largest
 * (by volume) of the lines' boxes, a product without one counting as the shop's default box; the weight is the
 * sum of the packed weights, and the pieces without one weigh their own weight (or 50 g) plus the default box's
 * packing once.
 */
export function parcelFor(lines: ParcelLine[]): ParcelSize {
  let box: Box = DEFAULT_BOX;
  let largest = 0;
  let packed = 0;
  let loose = 0;
  let anyLoose = false;
  for (const line of lines) {
    const own = line.box ?? DEFAULT_BOX;
    if (volume(own) > largest) {
      largest = volume(own);
      box = own;
    }
    if (line.packedGrams !== null) packed += line.quantity * line.packedGrams;
    else {
      anyLoose = true;
      loose += line.quantity * (line.pieceGrams ?? DEFAULT_PIECE_GRAMS);
    }
  }
  const grams = packed + (anyLoose || lines.length === 0 ? PACKING_GRAMS + loose : 0);
  return {
    weightGrams: Math.round(grams),
    lengthCm: box.lengthCm,
    breadthCm: box.breadthCm,
    heightCm: box.heightCm,
  };
}
