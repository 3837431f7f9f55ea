import type { PieceSpec } from '../../spec.ts';
import type { Piece } from '../views.ts';
import { buildBracelet } from './bracelets.ts';
import { buildChain } from './chains.ts';
import { buildEarrings } from './earrings.ts';
import { buildNecklace } from './necklaces.ts';
import { buildRing } from './rings.ts';

export function buildPiece(spec: PieceSpec, rnd: () => number): Piece {
  switch (spec.kind) {
    case 'ring':
      return buildRing(spec.style, spec.metal, rnd);
    case 'bracelet':
      return buildBracelet(spec.style, spec.metal, rnd);
    case 'chain':
      return buildChain(spec.style, spec.metal, rnd);
    case 'necklace':
      return buildNecklace(spec.style, spec.metal, rnd);
    case 'earrings':
      return buildEarrings(spec.style, spec.metal, rnd);
  }
}
