/** Small, shared checks on the text a visitor types. */

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Characters no text field keeps: the direction controls (embeddings, overrides such as
 * U+202E, isolates, marks), which make a console show a name reversed or a link another
 * way round; control characters other than tab and newlines (NUL among them); the byte order
 * mark; zero-width spaces and word joiners; and halves of a surrogate pair without their
 * other half, which are no character at all. ZWJ and ZWNJ stay: Devanagari needs them.
 */
const isStripped = (cp: number): boolean =>
  (cp <= 0x1f && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) ||
  (cp >= 0x7f && cp <= 0x9f) ||
  cp === 0x061c ||
  cp === 0x200b ||
  cp === 0x200e ||
  cp === 0x200f ||
  (cp >= 0x202a && cp <= 0x202e) ||
  cp === 0x2060 ||
  (cp >= 0x2066 && cp <= 0x2069) ||
  cp === 0xfeff ||
  (cp >= 0xd800 && cp <= 0xdfff);

/** Characters that show nothing on their own: text made only of these (and spaces) is empty. */
const INVISIBLE: ReadonlySet<number> = new Set([
  0x00ad, 0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x200c, 0x200d, 0x2061, 0x2062, 0x2063,
  0x2064, 0x3164, 0xffa0,
]);

/** Printable ASCII needs nothing done: most of what is typed. */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * A text field as this product keeps it: Unicode NFC (so one name is one string however it
 * was typed), with the characters of isStripped removed. Every parser reads its strings through
 * this (stringOrEmpty) and every rule measures what it leaves.
 */
export const cleanText = (input: string): string => {
  if (PLAIN.test(input)) return input;
  let kept = '';
  // By code point: a surrogate pair comes as one, a lone half as itself.
  for (const char of input) if (!isStripped(char.codePointAt(0)!)) kept += char;
  return kept.normalize('NFC');
};

const isInvisible = (char: string): boolean => /\s/.test(char) || INVISIBLE.has(char.codePointAt(0)!);

/** Empty, or made only of spaces and characters that show nothing, counts as empty. */
export const isBlank = (value: string | undefined | null): boolean => {
  for (const char of cleanText(value ?? '')) if (!isInvisible(char)) return false;
  return true;
};

/**
 * One plain address, as a mail system takes it without reading anything into it: a local
 * part of letters, digits and the few signs addresses use (no quotes, comments, spaces or
 * angle brackets, so no display name and nothing a mailer would re-parse), and a domain of
 * dot-separated labels ending in a name of letters.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX_LENGTH = 254;

/** The address as it is kept and mailed: trimmed and lower-cased. */
export const normaliseEmail = (input: string): string => cleanText(input).trim().toLowerCase();

export const isValidEmail = (input: string): boolean => {
  const email = normaliseEmail(input);
  const at = email.lastIndexOf('@');
  return email.length <= EMAIL_MAX_LENGTH && at <= EMAIL_LOCAL_MAX && EMAIL_PATTERN.test(email);
};

/** What people type inside a phone number between its digits. */
const PHONE_SEPARATORS = /[\s\-.()]/g;
/**
 * An Indian number as people write it: ten digits (the first never 0, which is the trunk
 * prefix), after +91, 0091 or 91 (the country) or 0, with spaces, hyphens, dots or brackets
 * anywhere.
 */
const INDIAN_NUMBER = /^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))?([1-9]\d{9})$/;

/**
 * The ten digits of a contact number as typed (`+91 98220 11223`, `098220 11223`,
 * `98220-11223` all give `9822011223`), or null when it is not one: nothing is dropped to
 * make it fit, so a number with a digit too many or too few is refused, never cut.
 */
export const contactNumberOf = (input: string): string | null =>
  INDIAN_NUMBER.exec(cleanText(input).replace(PHONE_SEPARATORS, ''))?.[1] ?? null;

/**
 * The contact-number input keeps what a phone number can be written with (digits, +, spaces,
 * hyphens, dots, brackets), every digit of it: the rule above says whether it is a number.
 */
export const sanitiseContactNumber = (input: string): string => input.replace(/[^\d+\s\-.()]/g, '');

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

/** A string as cleanText keeps it, or '' for anything else: wrong types then read as "missing". */
export const stringOrEmpty = (value: unknown): string => (typeof value === 'string' ? cleanText(value) : '');

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
