// The date and time helpers moved to the SDK so the developer console shows times the same way.
export { dateInZone, DEFAULT_TIME_ZONE, formatDate, formatDateTime, startOfDateInZone, zoneOffsetMs } from '@mizani/sdk/format';
