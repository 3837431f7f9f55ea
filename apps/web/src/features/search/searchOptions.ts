/** One choice in the search field's list: a piece, a category, or all results for the words typed. */
export interface SearchOption {
  key: string;
  kind: 'product' | 'category' | 'all';
  label: string;
  to: string;
  image?: string;
  /** Rupees, for pieces. */
  price?: number;
}

export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** The API's suggestions accept 1 to 64 characters; the results page takes longer searches. */
export const SUGGEST_MAX_LENGTH = 64;

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
