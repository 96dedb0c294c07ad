import {
  bookerLinkUrl,
  reviewLinkUrl,
  signBookerToken,
  signReceiptToken,
  signReviewToken,
  verifyBookerToken,
  verifyReceiptToken,
  verifyReviewToken,
} from './review-link.js';

const secret = 'test-secret-0123456789abcdef0123456789';
const bookingId = 'lab-a_2025-03-14_7f3c9e2a';
const userId = '5b0c7f7e-2a55-4c1f-9d7e-0c1b2a3d4e5f';
const now = new Date('2025-03-01T10:00:00Z');
const inADay = new Date('2025-03-02T10:00:00Z');
const A43 = 'A'.repeat(43);

describe('review link tokens', () => {
  it('accepts a token for its booking before it expires, and names the reviewer it was mailed to', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: true, userId });
  });

  it('refuses a token at and after its expiry', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    expect(verifyReviewToken(token, bookingId, inADay, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyReviewToken(token, bookingId, new Date('2025-03-05T00:00:00Z'), secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with any character of its signature altered', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    const signatureStart = token.lastIndexOf('.') + 1;
    for (let index = signatureStart; index < token.length; index += 1) {
      const replacement = token[index] === 'A' ? 'B' : 'A';
      const altered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyReviewToken(altered, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a token whose expiry was pushed out', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    const [id, user, expiry, signature] = token.split('.');
    const extended = `${id}.${user}.${Number(expiry) + 86_400}.${signature}`;
    expect(verifyReviewToken(extended, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token signed with another secret', () => {
    const token = signReviewToken(bookingId, userId, inADay, 'another-secret-entirely-0123456789');
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a valid token used for another booking', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    expect(verifyReviewToken(token, 'lab-a_2025-03-14_00000000', now, secret)).toEqual({ ok: false, reason: 'wrong-booking' });
  });

  it('refuses a token whose embedded booking id or reviewer was swapped', () => {
    const token = signReviewToken(bookingId, userId, inADay, secret);
    const [id, user, expiry, signature] = token.split('.');
    const otherId = 'lab-a_2025-03-14_00000000';
    const swapped = `${Buffer.from(otherId).toString('base64url')}.${user}.${expiry}.${signature}`;
    expect(verifyReviewToken(swapped, otherId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    const otherUser = `${id}.${Buffer.from('someone-else').toString('base64url')}.${expiry}.${signature}`;
    expect(verifyReviewToken(otherUser, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it.each([
    ['empty', ''],
    ['a bare booking id', bookingId],
    ['two parts', 'abc.123'],
    ['the older shape without a reviewer (a shared token)', `YWJj.1740000000.${A43}`],
    ['a non-numeric expiry', `YWJj.dXNlcg.soon.${A43}`],
    ['a short signature', 'YWJj.dXNlcg.1740000000.AAAA'],
    ['characters outside base64url', `YW+j.dXNlcg.1740000000.${A43}`],
    ['a non-canonical id encoding', `YWJ.dXNlcg.1740000000.${A43}`],
  ])('calls %s malformed', (_label, token) => {
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('builds the review page URL with the id and token', () => {
    expect(reviewLinkUrl('https://centre.example.org/', 'b-1', 'tok.1.sig')).toBe(
      'https://centre.example.org/booking-review?id=b-1&token=tok.1.sig',
    );
  });

  it('refuses to sign without a booking id, a reviewer or a secret', () => {
    expect(() => signReviewToken('', userId, inADay, secret)).toThrow();
    expect(() => signReviewToken(bookingId, '', inADay, secret)).toThrow();
    expect(() => signReviewToken(bookingId, userId, inADay, '')).toThrow();
  });
});

describe('booker link tokens', () => {
  it('open their booking until they expire', () => {
    const token = signBookerToken(bookingId, inADay, secret);
    expect(verifyBookerToken(token, bookingId, now, secret)).toEqual({ ok: true });
    expect(verifyBookerToken(token, bookingId, inADay, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyBookerToken(token, 'lab-a_2025-03-14_00000000', now, secret)).toEqual({ ok: false, reason: 'wrong-booking' });
  });

  it('never pass for a review link, nor a review link for them', () => {
    const booker = signBookerToken(bookingId, inADay, secret);
    expect(verifyReviewToken(booker, bookingId, now, secret)).toEqual({ ok: false, reason: 'malformed' });
    const review = signReviewToken(bookingId, userId, inADay, secret);
    expect(verifyBookerToken(review, bookingId, now, secret)).toEqual({ ok: false, reason: 'malformed' });
    // Same shape, other purpose: the signature differs.
    const [id, expiry, signature] = booker.split('.');
    expect(verifyReviewToken(`${id}.${id}.${expiry}.${signature}`, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it("builds the booker's page URL", () => {
    expect(bookerLinkUrl('https://centre.example.org', 'b-1', 't')).toBe('https://centre.example.org/booking/manage?id=b-1&token=t');
  });
});

describe('27.1 receipt tokens (the thank-you page)', () => {
  it('read their booking until they expire, and no other booking', () => {
    const token = signReceiptToken(bookingId, inADay, secret);
    expect(verifyReceiptToken(token, bookingId, now, secret)).toEqual({ ok: true });
    expect(verifyReceiptToken(token, bookingId, inADay, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyReceiptToken(token, 'lab-a_2025-03-14_00000000', now, secret)).toEqual({ ok: false, reason: 'wrong-booking' });
  });

  it("never pass for the booker's link (which confirms and cancels), nor it for them", () => {
    const receipt = signReceiptToken(bookingId, inADay, secret);
    expect(verifyBookerToken(receipt, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    const booker = signBookerToken(bookingId, inADay, secret);
    expect(verifyReceiptToken(booker, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });
});
