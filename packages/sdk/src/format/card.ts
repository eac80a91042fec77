/** Card-like numbers (spec section 5): non-digits stripped, digits grouped in fours by spaces. */
export function formatCard(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/\D/g, '')
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A card's number (PAN) has 13 to 19 digits; shorter numbers are phones, wallets and account numbers. */
const CARD_LIKE = /^\d{13,19}$/;

/**
 * An account number, phone or wallet id as a person reads and compares it: a card-like number (13 to
 * 19 digits, spaces or dashes allowed) grouped in fours, anything else exactly as written.
 * 'MZ1648131431' grouped would read '1648 1314 31' and hide the prefix; a phone's own grouping is
 * not fours.
 */
export function formatAccountNumber(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  const written = String(value).trim();
  const digits = written.replace(/[\s-]/g, '');
  return CARD_LIKE.test(digits) ? formatCard(digits) : written;
}
