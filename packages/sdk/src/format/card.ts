/** Card-like numbers (spec section 5): non-digits stripped, digits grouped in fours by spaces. */
export function formatCard(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/\D/g, '')
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
