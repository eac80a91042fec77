export { formatAmount, formatRate, MAX_DISPLAY_DECIMALS } from './amount.ts';
export { formatAccountNumber, formatCard } from './card.ts';
export { fromMinorUnits, toMinorUnits } from './minor-units.ts';
export { trimOnBlur, trimValue } from './trim.ts';
export { dateInZone, DEFAULT_TIME_ZONE, formatDate, formatDateTime, formatDateTimeSeconds, startOfDateInZone, zoneOffsetMs } from './date-time.ts';
export { receiptLines, type ReceiptLine } from './receipt-lines.ts';
