import { CENTRE_TIMEZONE_DEFAULT, hasSlotStarted, todayIn } from './centre.js';

const TZ = CENTRE_TIMEZONE_DEFAULT;

describe('centre clock', () => {
  it('defaults to Asia/Kolkata', () => {
    expect(TZ).toBe('Asia/Kolkata');
  });

  it('judges "today" in the centre zone, not in UTC', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    expect(todayIn(TZ, new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(todayIn('UTC', new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-01');
  });

  it('reads the wall clock once a minute and still turns the day at midnight', () => {
    // 18:29:59 UTC is 23:59:59 IST; a second later it is the next day there.
    expect(todayIn(TZ, new Date('2026-03-01T18:29:30Z'))).toBe('2026-03-01');
    expect(todayIn(TZ, new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(todayIn(TZ, new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    // Back to an earlier minute (a test clock): read again, not the last minute's answer.
    expect(todayIn(TZ, new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(hasSlotStarted('09:00', '2026-03-02', TZ, new Date('2026-03-02T03:29:59Z'))).toBe(false);
    expect(hasSlotStarted('09:00', '2026-03-02', TZ, new Date('2026-03-02T03:30:00Z'))).toBe(true);
  });

  it('treats a slot as started from its first minute in the centre zone', () => {
    // 03:29 UTC = 08:59 IST; 03:30 UTC = 09:00 IST.
    expect(hasSlotStarted('09:00', '2026-03-02', TZ, new Date('2026-03-02T03:29:00Z'))).toBe(false);
    expect(hasSlotStarted('09:00', '2026-03-02', TZ, new Date('2026-03-02T03:30:00Z'))).toBe(true);
    expect(hasSlotStarted('10:00', '2026-03-02', TZ, new Date('2026-03-02T03:30:00Z'))).toBe(false);
  });

  it('treats every slot of a past day as started and of a future day as not', () => {
    const now = new Date('2026-03-02T06:00:00Z');
    expect(hasSlotStarted('20:00', '2026-03-01', TZ, now)).toBe(true);
    expect(hasSlotStarted('09:00', '2026-03-03', TZ, now)).toBe(false);
  });

  it('treats an unknown slot as started', () => {
    expect(hasSlotStarted('07:00', '2099-01-01', TZ, new Date('2026-03-02T06:00:00Z'))).toBe(true);
  });
});
