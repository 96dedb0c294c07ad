import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed review links: the mail to reviewers carries a token that opens one booking's review
 * page without a login. The token names the booking and its expiry and is signed with
 * HMAC-SHA256, so a bare booking id (or someone else's token) grants nothing.
 *
 * Format: `<base64url(bookingId)>.<expiry, unix seconds>.<base64url(hmac)>`.
 * The booking id travels inside the token so a mismatch can be told apart from a forgery.
 */

export type ReviewTokenCheck =
  | { ok: true }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'wrong-booking' };

const SIGNATURE_LENGTH = 43; // base64url of 32 bytes, unpadded
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,400})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(bookingId: string, expirySeconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`review-link:v1:${bookingId}:${expirySeconds}`).digest('base64url');
}

export function signReviewToken(bookingId: string, expiresAt: Date, secret: string): string {
  if (bookingId.length === 0) throw new Error('A review token needs a booking id.');
  if (secret.length === 0) throw new Error('A review token needs a secret.');
  const expirySeconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isFinite(expirySeconds) || expirySeconds <= 0) throw new Error('A review token needs a valid expiry.');
  const encodedId = Buffer.from(bookingId, 'utf8').toString('base64url');
  return `${encodedId}.${expirySeconds}.${signature(bookingId, expirySeconds, secret)}`;
}

export function verifyReviewToken(token: string, bookingId: string, now: Date, secret: string): ReviewTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, encodedId = '', expiryText = '', givenSignature = ''] = match;
  const tokenBookingId = Buffer.from(encodedId, 'base64url').toString('utf8');
  // Re-encoding must give the same text: rejects non-canonical encodings of the id.
  if (tokenBookingId.length === 0 || Buffer.from(tokenBookingId, 'utf8').toString('base64url') !== encodedId) {
    return { ok: false, reason: 'malformed' };
  }
  const expirySeconds = Number(expiryText);

  // Compare the encoded text, not decoded bytes: the last base64url character carries unused
  // bits, so comparing bytes would accept several spellings of one signature.
  const expected = Buffer.from(signature(tokenBookingId, expirySeconds, secret), 'utf8');
  const given = Buffer.from(givenSignature, 'utf8');
  if (given.length !== SIGNATURE_LENGTH || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (tokenBookingId !== bookingId) return { ok: false, reason: 'wrong-booking' };
  if (now.getTime() >= expirySeconds * 1000) return { ok: false, reason: 'expired' };
  return { ok: true };
}

export function reviewLinkUrl(baseUrl: string, bookingId: string, token: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/booking-review?id=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(token)}`;
}
