import { reviewLinkUrl, signReviewToken, verifyReviewToken } from './review-link.js';

const secret = 'test-secret-0123456789abcdef0123456789';
const bookingId = 'lab-a_2025-03-14_7f3c9e2a';
const now = new Date('2025-03-01T10:00:00Z');
const inADay = new Date('2025-03-02T10:00:00Z');

describe('review link tokens', () => {
  it('accepts a token for its booking before it expires', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: true });
  });

  it('refuses a token at and after its expiry', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    expect(verifyReviewToken(token, bookingId, inADay, secret)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyReviewToken(token, bookingId, new Date('2025-03-05T00:00:00Z'), secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with any character of its signature altered', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    const signatureStart = token.lastIndexOf('.') + 1;
    for (let index = signatureStart; index < token.length; index += 1) {
      const replacement = token[index] === 'A' ? 'B' : 'A';
      const altered = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
      expect(verifyReviewToken(altered, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a token whose expiry was pushed out', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    const [id, expiry, signature] = token.split('.');
    const extended = `${id}.${Number(expiry) + 86_400}.${signature}`;
    expect(verifyReviewToken(extended, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token signed with another secret', () => {
    const token = signReviewToken(bookingId, inADay, 'another-secret-entirely-0123456789');
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a valid token used for another booking', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    expect(verifyReviewToken(token, 'lab-a_2025-03-14_00000000', now, secret)).toEqual({ ok: false, reason: 'wrong-booking' });
  });

  it('refuses a token whose embedded booking id was swapped', () => {
    const token = signReviewToken(bookingId, inADay, secret);
    const [, expiry, signature] = token.split('.');
    const otherId = 'lab-a_2025-03-14_00000000';
    const swapped = `${Buffer.from(otherId).toString('base64url')}.${expiry}.${signature}`;
    expect(verifyReviewToken(swapped, otherId, now, secret)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it.each([
    ['empty', ''],
    ['a bare booking id', bookingId],
    ['two parts', 'abc.123'],
    ['a non-numeric expiry', 'YWJj.soon.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a short signature', 'YWJj.1740000000.AAAA'],
    ['characters outside base64url', 'YW+j.1740000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a non-canonical id encoding', 'YWJk.1740000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'.replace('YWJk', 'YWJ')],
  ])('calls %s malformed', (_label, token) => {
    expect(verifyReviewToken(token, bookingId, now, secret)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('builds the review page URL with the id and token', () => {
    expect(reviewLinkUrl('https://centre.example.org/', 'b-1', 'tok.1.sig')).toBe(
      'https://centre.example.org/booking-review?id=b-1&token=tok.1.sig',
    );
  });

  it('refuses to sign without a booking id or secret', () => {
    expect(() => signReviewToken('', inADay, secret)).toThrow();
    expect(() => signReviewToken(bookingId, inADay, '')).toThrow();
  });
});
