import type { Color, ThirdLevelCategory } from '@shop/contracts';

/** What the piece is and how it sits, per kind; `{noun}` is the piece's noun in lower case. */
const OPENINGS: Record<ThirdLevelCategory, string[]> = {
  men_rings: [
    'A solid {noun} with a flat, comfortable inner band that sits flush on the finger.',
    'This {noun} has clean bevelled edges and enough weight to feel substantial without being heavy.',
    'A low-profile {noun} cut for everyday wear, from the office to the weekend.',
  ],
  women_rings: [
    'A slender {noun} with a raised setting that catches the light from every side.',
    'This {noun} is made to be stacked: the fine band sits neatly beside other rings.',
    'A delicate {noun} with softly rounded edges, light enough to forget you are wearing it.',
  ],
  men_bracelets: [
    'A bold {noun} with a secure box clasp that closes with a satisfying click.',
    'This {noun} has tightly fitted links that lie flat on the wrist and never pinch.',
    'A {noun} with a clean, masculine line that pairs with a watch or on its own.',
  ],
  women_bracelets: [
    'A graceful {noun} that moves with the wrist and slips on in a moment.',
    'This {noun} has a fine, fluid line that layers well with bangles and watches.',
    'A light {noun} with a hidden clasp, easy to fasten with one hand.',
  ],
  men_chains: [
    'A sturdy {noun} with an even, tight weave and a lobster clasp that holds.',
    'This {noun} lies flat at the collar and has the weight to hang straight.',
    'A classic {noun} that works on its own or with a pendant of your choice.',
  ],
  women_earings: [
    'A pair of {noun} that frame the face and stay light through a long day.',
    'These {noun} have secure backs and a gentle movement when you turn your head.',
    'Festive yet easy {noun}, finished by hand so every edge is smooth.',
  ],
  women_necklace: [
    'A {noun} on a fine adjustable chain that sits just where you want it.',
    'This {noun} brings a soft glow to the neckline, from a plain tee to a silk saree.',
    'A {noun} with a hand-set centre, finished on every side so it turns without showing a back.',
  ],
};

const MATERIAL_LINES: Record<Color, string[]> = {
  gold: [
    'Plated in warm gold over a hypoallergenic base, nickel and lead free.',
    'A rich gold plating, polished by hand to a soft mirror shine.',
  ],
  rosegold: [
    'Plated in blush rose gold, a warm tone that flatters every skin.',
    'Rose gold plating over a nickel-free base, gentle on sensitive skin.',
  ],
  silver: [
    'Crafted in 925 sterling silver, stamped and tested for purity.',
    'Solid 925 sterling silver with a protective rhodium coat against tarnish.',
  ],
};

const OCCASIONS = [
  'A thoughtful gift for birthdays and anniversaries.',
  'Made for everyday wear and festive evenings alike.',
  'Wear it alone for a quiet look or layer it for the weekend.',
  'A favourite for weddings, Diwali and gifting season.',
  'Easy to style with both Indian and western outfits.',
  'The kind of piece you put on in the morning and keep on all day.',
];

const CLOSINGS = [
  'Arrives in a MoonMade gift box with a polishing cloth.',
  'Packed in a MoonMade pouch, ready to gift.',
  'Comes with a care card and a MoonMade gift box.',
  'Ships in a recyclable MoonMade box with a handwritten note on request.',
];

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A deterministic description for demo piece number `variant`: varied per kind, noun and metal. */
export function demoDescription(
  category: ThirdLevelCategory,
  noun: string,
  color: Color,
  variant: number,
): string {
  const opening = pick(OPENINGS[category], variant).replace('{noun}', noun.toLowerCase());
  return [
    opening,
    pick(MATERIAL_LINES[color], Math.floor(variant / 3)),
    pick(OCCASIONS, variant * 5 + 1),
    pick(CLOSINGS, Math.floor(variant / 2)),
  ].join(' ');
}
