import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amounts in words, Indian system', () => {
  it.each([
    [129_900, 'Rupees One Thousand Two Hundred Ninety-Nine Only'],
    [
      12_345_678_950,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only',
    ],
    [10_000_000, 'Rupees One Lakh Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [4_921, 'Rupees Forty-Nine and Twenty-One Paise Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
