import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links in mails open one booking without a login. Each token names what it grants and
 * until when, and is signed with HMAC-SHA256, so a bare booking id (or someone else's token)
 * grants nothing:
 * - a review link names the booking and the reviewer it was mailed to (their user id), so each
 *   use can check that this reviewer may still act, and the events name who acted;
 * - a booker link names the booking only: its holder is the booker (their mail's reader);
 * - a receipt names the booking only and lives an hour: the answer to the booking request
 *   carries it so that the thank-you page can read the booking's summary. It grants nothing
 *   else (no confirming, no cancelling), so holding the form's answer never stands in for
 *   reading the mail.
 *
 * Format: `<base64url(bookingId)>[.<base64url(userId)>].<expiry, unix seconds>.<base64url(hmac)>`.
 * The ids travel inside the token so a mismatch can be told apart from a forgery, and the
 * purpose is part of what is signed, so one kind of link never passes for the other.
 */

export type LinkPurpose = 'review' | 'booker' | 'receipt';

export type SignedLinkCheck<T = object> =
  | ({ ok: true } & T)
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'wrong-booking' };

export type ReviewTokenCheck = SignedLinkCheck<{ userId: string }>;
export type BookerTokenCheck = SignedLinkCheck;
export type ReceiptTokenCheck = SignedLinkCheck;

const SIGNATURE_LENGTH = 43; // base64url of 32 bytes, unpadded
const PART = '[A-Za-z0-9_-]{1,400}';
const PATTERNS: Record<LinkPurpose, RegExp> = {
  review: new RegExp(`^(${PART})\\.(${PART})\\.([0-9]{1,12})\\.([A-Za-z0-9_-]{43})$`),
  booker: new RegExp(`^(${PART})\\.([0-9]{1,12})\\.([A-Za-z0-9_-]{43})$`),
  receipt: new RegExp(`^(${PART})\\.([0-9]{1,12})\\.([A-Za-z0-9_-]{43})$`),
};

// JSON keeps the signed message unambiguous whatever characters the ids hold.
const signature = (purpose: LinkPurpose, subjects: readonly string[], expirySeconds: number, secret: string): string =>
  createHmac('sha256', secret)
    .update(JSON.stringify([`${purpose}-link:v2`, ...subjects, expirySeconds]))
    .digest('base64url');

const encode = (value: string): string => Buffer.from(value, 'utf8').toString('base64url');

/** The text an encoded part stands for; undefined unless re-encoding gives the same text. */
const decode = (encoded: string): string | undefined => {
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  return value.length > 0 && encode(value) === encoded ? value : undefined;
};

const sign = (purpose: LinkPurpose, subjects: readonly string[], expiresAt: Date, secret: string): string => {
  if (subjects.some((s) => s.length === 0)) throw new Error('A signed link needs its ids.');
  if (secret.length === 0) throw new Error('A signed link needs a secret.');
  const expirySeconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isFinite(expirySeconds) || expirySeconds <= 0) throw new Error('A signed link needs a valid expiry.');
  return [...subjects.map(encode), String(expirySeconds), signature(purpose, subjects, expirySeconds, secret)].join('.');
};

const verify = (
  purpose: LinkPurpose,
  token: string,
  bookingId: string,
  now: Date,
  secret: string,
): SignedLinkCheck<{ subjects: string[] }> => {
  const match = PATTERNS[purpose].exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const groups = match.slice(1);
  const givenSignature = groups.pop() ?? '';
  const expirySeconds = Number(groups.pop());
  const subjects = groups.map(decode);
  if (subjects.some((s) => s === undefined)) return { ok: false, reason: 'malformed' };
  const ids = subjects as string[];

  // Compare the encoded text, not decoded bytes: the last base64url character carries unused
  // bits, so comparing bytes would accept several spellings of one signature.
  const expected = Buffer.from(signature(purpose, ids, expirySeconds, secret), 'utf8');
  const given = Buffer.from(givenSignature, 'utf8');
  if (given.length !== SIGNATURE_LENGTH || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (ids[0] !== bookingId) return { ok: false, reason: 'wrong-booking' };
  if (now.getTime() >= expirySeconds * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, subjects: ids };
};

export function signReviewToken(bookingId: string, userId: string, expiresAt: Date, secret: string): string {
  return sign('review', [bookingId, userId], expiresAt, secret);
}

export function verifyReviewToken(token: string, bookingId: string, now: Date, secret: string): ReviewTokenCheck {
  const check = verify('review', token, bookingId, now, secret);
  return check.ok ? { ok: true, userId: check.subjects[1] ?? '' } : check;
}

export function signBookerToken(bookingId: string, expiresAt: Date, secret: string): string {
  return sign('booker', [bookingId], expiresAt, secret);
}

export function verifyBookerToken(token: string, bookingId: string, now: Date, secret: string): BookerTokenCheck {
  const check = verify('booker', token, bookingId, now, secret);
  return check.ok ? { ok: true } : check;
}

export function signReceiptToken(bookingId: string, expiresAt: Date, secret: string): string {
  return sign('receipt', [bookingId], expiresAt, secret);
}

export function verifyReceiptToken(token: string, bookingId: string, now: Date, secret: string): ReceiptTokenCheck {
  const check = verify('receipt', token, bookingId, now, secret);
  return check.ok ? { ok: true } : check;
}

const withQuery = (baseUrl: string, path: string, bookingId: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, '')}${path}?id=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(token)}`;

export function reviewLinkUrl(baseUrl: string, bookingId: string, token: string): string {
  return withQuery(baseUrl, '/booking-review', bookingId, token);
}

/** The booker's own page of their booking (opening it also confirms an unconfirmed request). */
export function bookerLinkUrl(baseUrl: string, bookingId: string, token: string): string {
  return withQuery(baseUrl, '/booking/manage', bookingId, token);
}
