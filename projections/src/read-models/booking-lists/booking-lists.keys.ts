/** Where the booking lists keep their rows, states and indexes, within their generation. */

/** Rows of the admin console as first requested, by booking id. */
export const ROWS_KEY = 'rows';
/** Each listed booking's status, update time and notes, by booking id. */
export const STATE_KEY = 'state';
/** Sorted sets of booking ids: by creation time overall, per status and per lab; by date. */
export const BY_CREATED = 'by-created';
export const BY_DATE = 'by-date';
export const byStatusKey = (status: string): string => `status:${status}`;
export const byLabKey = (lab: string): string => `lab:${lab}`;
export const byStatusAndLabKey = (status: string, lab: string): string => `status:${status}:lab:${lab}`;

/** '2026-12-01' → 20261201: sorts and ranges like the date. */
export const dateScore = (date: string): number =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) || 0;
