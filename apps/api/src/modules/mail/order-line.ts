/** One line of an order as a mail shows it. */
export interface OrderLine {
  title: string;
  size: string;
  quantity: number;
  /** Formatted with formatPaise: ₹1,499 or ₹1,033.20. */
  amount: string;
  /** "Engraving: ANU" for a personalised line (issue 45); escaped by the template like every field (S69). */
  personalisation?: string | null;
}
