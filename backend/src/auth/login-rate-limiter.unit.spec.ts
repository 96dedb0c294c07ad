import { FixedWindowRateLimiter } from './login-rate-limiter.js';

describe('fixed-window rate limiter', () => {
  it('allows the limit within a window, refuses the next and counts keys apart', () => {
    const limiter = new FixedWindowRateLimiter(2, 60_000);
    expect(limiter.hit('1.1.1.1', 0).allowed).toBe(true);
    expect(limiter.hit('1.1.1.1', 10_000).allowed).toBe(true);
    expect(limiter.hit('1.1.1.1', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('2.2.2.2', 20_000).allowed).toBe(true);
  });

  it('starts a fresh window once the old one has passed', () => {
    const limiter = new FixedWindowRateLimiter(1, 60_000);
    limiter.hit('ip', 0);
    expect(limiter.hit('ip', 59_999).allowed).toBe(false);
    expect(limiter.hit('ip', 60_000).allowed).toBe(true);
  });

  it('forgets old windows when many keys pile up', () => {
    const limiter = new FixedWindowRateLimiter(1, 1_000);
    for (let index = 0; index < 10_000; index += 1) limiter.hit(`ip-${index}`, 0);
    expect(limiter.trackedKeys).toBe(10_000);
    expect(limiter.hit('fresh', 5_000).allowed).toBe(true);
    expect(limiter.trackedKeys).toBe(1);
  });
});
