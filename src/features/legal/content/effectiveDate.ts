/**
 * All three legal texts took effect together (docs/behaviour.md#routes-and-guards). Built from local
 * parts, not an ISO string: `new Date('2025-06-01')` is UTC midnight and
 * would print as 31 May west of Greenwich.
 */
export const LEGAL_EFFECTIVE_DATE = new Date(2025, 5, 1);

/** The machine-readable form for <time dateTime>. */
export const LEGAL_EFFECTIVE_DATE_ISO = '2025-06-01';
