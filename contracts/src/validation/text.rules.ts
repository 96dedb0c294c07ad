/** Small, shared checks on the text a visitor types. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whitespace-only text counts as empty. */
export const isBlank = (value: string | undefined | null): boolean => (value ?? '').trim() === '';

export const normaliseEmail = (input: string): string => input.trim().toLowerCase();

export const isValidEmail = (input: string): boolean => EMAIL_PATTERN.test(input.trim());

/** The contact-number input keeps digits only, at most ten of them. */
export const sanitiseContactNumber = (input: string): string =>
  input.replace(/\D+/g, '').slice(0, 10);

export const isTenDigits = (input: string): boolean => /^\d{10}$/.test(input);

/** True for a real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export const isCalendarDate = (input: string): boolean => {
  const match = ISO_DATE_PATTERN.exec(input);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
};

/** A string as given, or '' for anything else: wrong types then read as "missing". */
export const stringOrEmpty = (value: unknown): string => (typeof value === 'string' ? value : '');

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
