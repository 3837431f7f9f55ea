import { ToWords } from 'to-words';

const toWords = new ToWords({ localeCode: 'en-IN' });

/** "Forty Nine" → "Forty-Nine", as English writes the numbers 21 to 99. */
const hyphenate = (words: string) =>
  words.replace(
    /\b(Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety) (One|Two|Three|Four|Five|Six|Seven|Eight|Nine)\b/g,
    '$1-$2',
  );

/**
 * An amount in paise in words, Indian system (lakh, crore), as invoices write it:
 * 129900 → "Rupees One Thousand Two Hundred Ninety-Nine Only"; 5 → "Rupees Zero and Five Paise Only".
 */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${hyphenate(toWords.convert(rupees))}`;
  return rest === 0 ? `${words} Only` : `${words} and ${hyphenate(toWords.convert(rest))} Paise Only`;
}
