import { jest } from '@jest/globals';
import { DailyAtHour, dailyRunsAt, type DailyRun } from './daily-at-hour.js';

const KOLKATA = 'Asia/Kolkata';

describe('29.5 once a day at hour H', () => {
  it('before the hour, nothing is due and the next run is today at H in the centre’s zone', () => {
    // 07:59 in Kolkata (UTC+05:30).
    expect(dailyRunsAt(new Date('2026-11-26T02:29:00Z'), 8, KOLKATA)).toEqual({
      due: null,
      next: { date: '2026-11-26', dueAt: new Date('2026-11-26T02:30:00Z') },
    });
  });

  it('at or after the hour, today’s run is due and the next is tomorrow’s, across a month’s end', () => {
    expect(dailyRunsAt(new Date('2026-11-30T02:30:00Z'), 8, KOLKATA)).toEqual({
      due: { date: '2026-11-30', dueAt: new Date('2026-11-30T02:30:00Z') },
      next: { date: '2026-12-01', dueAt: new Date('2026-12-01T02:30:00Z') },
    });
  });

  it('judges the date in the centre’s zone, not in UTC', () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in Kolkata.
    expect(dailyRunsAt(new Date('2026-11-26T20:00:00Z'), 0, KOLKATA).due?.date).toBe('2026-11-27');
  });

  it('started after the hour it runs the day’s job at once, and again at the next day’s hour', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    try {
      const runs: DailyRun[] = [];
      const daily = new DailyAtHour({ hour: 8, timeZone: KOLKATA, now: () => new Date(), run: async (r) => void runs.push(r), onError: () => {} });
      daily.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(runs.map((r) => r.date)).toEqual(['2026-11-26']);
      await jest.advanceTimersByTimeAsync(16 * 3600_000 + 29 * 60_000);
      expect(runs.map((r) => r.date)).toEqual(['2026-11-26']);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(runs.map((r) => r.date)).toEqual(['2026-11-26', '2026-11-27']);
      await daily.stop();
      await jest.advanceTimersByTimeAsync(48 * 3600_000);
      expect(runs).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failing run is reported and the next day still runs', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z') });
    try {
      const errors: unknown[] = [];
      let calls = 0;
      const daily = new DailyAtHour({
        hour: 8,
        timeZone: KOLKATA,
        now: () => new Date(),
        run: async () => {
          calls += 1;
          if (calls === 1) throw new Error('outbox locked');
        },
        onError: (e) => errors.push(e),
      });
      daily.start();
      await jest.advanceTimersByTimeAsync(24 * 3600_000);
      expect(calls).toBe(2);
      expect(errors).toEqual([new Error('outbox locked')]);
      await daily.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
