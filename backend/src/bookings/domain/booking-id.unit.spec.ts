import { formatBookingId, parseBookingId } from './booking-id.js';

describe('booking id', () => {
  it('round-trips lab, date and suffix, also for labs with hyphens', () => {
    const id = formatBookingId('FabricationLab', '2026-11-22', 'k3j9x0abcd12');
    expect(id).toBe('bk-FabricationLab-20261122-k3j9x0abcd12');
    expect(parseBookingId(id)).toEqual({ lab: 'FabricationLab', date: '2026-11-22', suffix: 'k3j9x0abcd12' });
    expect(parseBookingId('bk-some-lab-20261122-abcdefgh')).toEqual({ lab: 'some-lab', date: '2026-11-22', suffix: 'abcdefgh' });
  });

  it.each([
    '',
    'abc',
    'bk--20261122-abcdefgh',
    'bk-Lab-20261322-abcdefgh',
    'bk-Lab-20260230-abcdefgh',
    'bk-Lab-2026112-abcdefgh',
    'bk-Lab-20261122-ABCDEFGH',
    'bk-Lab-20261122-short',
    'bk-Lab-20261122-abcdefgh/../x',
    `bk-${'L'.repeat(200)}-20261122-abcdefgh`,
  ])('rejects %j', (id) => {
    expect(parseBookingId(id)).toBeUndefined();
  });

  it('never throws on non-strings', () => {
    expect(parseBookingId(undefined)).toBeUndefined();
    expect(parseBookingId(42)).toBeUndefined();
    expect(parseBookingId({})).toBeUndefined();
  });

  it('refuses to form an id it could not parse back', () => {
    expect(() => formatBookingId('Lab', '2026-11-22', 'UPPER')).toThrow();
    expect(() => formatBookingId('bad lab', '2026-11-22', 'abcdefgh')).toThrow();
  });
});
