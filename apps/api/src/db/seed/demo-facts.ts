import type { Color, ThirdLevelCategory } from '@shop/contracts';

/** The product facts of a demo piece: what the product page shows under "Details". */
export interface DemoFacts {
  material: string;
  weightGrams: number;
  dimensions: string;
  care: string;
  warranty: string;
}

const MATERIAL: Record<Color, string[]> = {
  silver: [
    '925 sterling silver, rhodium-plated, mirror polish',
    '925 sterling silver, oxidised finish',
    '925 sterling silver, brushed satin finish',
  ],
  gold: [
    '18K gold-plated brass, mirror polish',
    '18K gold-plated 925 sterling silver, high polish',
    '22K gold-plated brass, matte finish',
  ],
  rosegold: [
    'Rose gold-plated brass, mirror polish',
    'Rose gold-plated 925 sterling silver, high polish',
    'Rose gold-plated brass, satin finish',
  ],
};

/** Typical weight range (grams) and a measure per kind of piece. */
const SHAPE: Record<ThirdLevelCategory, { grams: [number, number]; dimensions: (i: number) => string }> = {
  men_rings: { grams: [4, 9], dimensions: (i) => `Band width ${5 + (i % 4)} mm` },
  women_rings: { grams: [1.5, 4], dimensions: (i) => `Band width ${1.5 + (i % 3) * 0.5} mm` },
  men_bracelets: { grams: [12, 30], dimensions: (i) => `Length 20 cm, width ${6 + (i % 4)} mm` },
  women_bracelets: { grams: [5, 14], dimensions: (i) => `Inner diameter ${5.8 + (i % 3) * 0.2} cm` },
  men_chains: {
    grams: [10, 28],
    dimensions: (i) => `Length ${50 + (i % 3) * 5} cm, width ${3 + (i % 3)} mm`,
  },
  women_earings: { grams: [2, 8], dimensions: (i) => `Drop ${1.5 + (i % 4) * 0.8} cm` },
  women_necklace: { grams: [4, 15], dimensions: (i) => `Chain length ${40 + (i % 3) * 5} cm, adjustable` },
};

const CARE: Record<Color, string> = {
  silver:
    'Wipe with the polishing cloth after wearing. Keep away from perfume, lotion and water; store in the zip pouch so it does not tarnish.',
  gold: 'Put it on after perfume and make-up, take it off before a bath or the gym, and store it on its own in the box.',
  rosegold:
    'Avoid water, perfume and sanitiser; wipe gently with a soft dry cloth and keep it in the box between wears.',
};

const WARRANTY: Record<Color, string> = {
  silver: 'Lifetime authenticity guarantee on the 925 silver; 6 months against manufacturing defects',
  gold: '6 months against manufacturing defects and plating wear',
  rosegold: '6 months against manufacturing defects and plating wear',
};

/** Deterministic facts for the demo piece number `variant` (0 to 69). */
export function demoFacts(category: ThirdLevelCategory, color: Color, variant: number): DemoFacts {
  const [low, high] = SHAPE[category].grams;
  const steps = 7;
  const grams = low + ((high - low) * ((variant * 3) % steps)) / (steps - 1);
  return {
    material: MATERIAL[color][variant % 3] ?? MATERIAL[color][0] ?? '',
    weightGrams: Math.round(grams * 10) / 10,
    dimensions: SHAPE[category].dimensions(variant),
    care: CARE[color],
    warranty: WARRANTY[color],
  };
}
