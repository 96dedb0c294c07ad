import { BUILD_YEAR, dayHasPassed, dayIsAhead } from './build-info';

describe('the build date', () => {
  it('is this run’s year (Jest stands in for Vite’s define)', () => {
    expect(BUILD_YEAR).toBe(new Date().getUTCFullYear());
  });

  it('tells a past day from one ahead, in the centre’s calendar', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(dayHasPassed('2025-12-14', now)).toBe(true);
    expect(dayHasPassed('2026-11-26', now)).toBe(false); // the day itself is not over yet
    expect(dayHasPassed('2026-11-25', now)).toBe(true);
    expect(dayIsAhead('2026-12-11', now)).toBe(true);
    expect(dayIsAhead('2025-12-14', now)).toBe(false);
  });

  it('treats a date not set as neither past nor ahead', () => {
    expect(dayHasPassed('')).toBe(false);
    expect(dayIsAhead('')).toBe(false);
  });
});
