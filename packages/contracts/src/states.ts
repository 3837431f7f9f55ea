/**
 * The 36 states and union territories of India with their GST state codes (the first two digits of a GSTIN
 * and the "place of supply" code on a tax invoice). Addresses store the name; the code is looked up here.
 */
export const INDIAN_STATES = [
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Assam', code: '18' },
  { name: 'Bihar', code: '10' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Delhi', code: '07' },
  { name: 'Goa', code: '30' },
  { name: 'Gujarat', code: '24' },
  { name: 'Haryana', code: '06' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Karnataka', code: '29' },
  { name: 'Kerala', code: '32' },
  { name: 'Ladakh', code: '38' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Manipur', code: '14' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Mizoram', code: '15' },
  { name: 'Nagaland', code: '13' },
  { name: 'Odisha', code: '21' },
  { name: 'Puducherry', code: '34' },
  { name: 'Punjab', code: '03' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Sikkim', code: '11' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Telangana', code: '36' },
  { name: 'Tripura', code: '16' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'West Bengal', code: '19' },
] as const;

export type IndianStateName = (typeof INDIAN_STATES)[number]['name'];

export const INDIAN_STATE_NAMES = INDIAN_STATES.map((s) => s.name) as [IndianStateName, ...IndianStateName[]];

export const normaliseStateName = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Former and common spellings, normalised, and the state or union territory they mean. */
export const INDIAN_STATE_ALIASES: Record<string, IndianStateName> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  tamilnadu: 'Tamil Nadu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman nicobar islands': 'Andaman and Nicobar Islands',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu kashmir': 'Jammu and Kashmir',
  'j and k': 'Jammu and Kashmir',
};

const byNormalName = new Map<string, (typeof INDIAN_STATES)[number]>([
  ...INDIAN_STATES.map((s) => [normaliseStateName(s.name), s] as const),
  ...Object.entries(INDIAN_STATE_ALIASES).map(
    ([alias, name]) => [alias, INDIAN_STATES.find((s) => s.name === name) ?? INDIAN_STATES[0]] as const,
  ),
]);

/**
 * The state or union territory a name means, ignoring case, spacing and punctuation ("&" reads "and"), former
 * names included (Orissa, Pondicherry); undefined when none.
 */
export function findIndianState(name: string) {
  return byNormalName.get(normaliseStateName(name));
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character: the standard mod-36 check over the first 14 (weights 1, 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why a GSTIN is malformed, or undefined when it is well formed: 15 characters, a known state code, the PAN
 * (five letters, four digits, a letter), the entity number, "Z", and the check character.
 */
export function gstinProblem(gstin: string): string | undefined {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin))
    return 'must be 15 characters: a 2-digit state code, a PAN, an entity number, Z and a check character';
  if (!INDIAN_STATES.some((s) => s.code === gstin.slice(0, 2)))
    return `starts with ${gstin.slice(0, 2)}, which is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'has a wrong check character';
  return undefined;
}
