import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createRateLimiters, type RateLimiters } from './rate-limits.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const outcome = (limiters: RateLimiters, address: string) =>
  limiters
    .limiter('public-writes')
    .consume(address)
    .then(
      () => 'allowed',
      (refusal: unknown) => (refusal instanceof RateLimiterRes ? `refused, retry in ${Math.ceil(refusal.msBeforeNext / 1000)} s` : 'failed'),
    );

describe('rate limiters', () => {
  it('in memory: counts each address against its policy, one policy apart from the other', async () => {
    const limiters = await createRateLimiters({ publicWritesPerMinute: 2, loginAttemptsPerMinute: 1 });
    expect([await outcome(limiters, 'a'), await outcome(limiters, 'a'), await outcome(limiters, 'a')]).toEqual([
      'allowed',
      'allowed',
      'refused, retry in 60 s',
    ]);
    expect(await outcome(limiters, 'b')).toBe('allowed');
    await expect(limiters.limiter('login').consume('a')).resolves.toBeInstanceOf(RateLimiterRes);
    await limiters.close();
  });

  it('in Redis: two instances count one address together', async () => {
    const redis = { url: REDIS_URL, keyPrefix: `test-${randomUUID()}` };
    const first = await createRateLimiters({ publicWritesPerMinute: 3, loginAttemptsPerMinute: 1, redis });
    const second = await createRateLimiters({ publicWritesPerMinute: 3, loginAttemptsPerMinute: 1, redis });
    try {
      expect(await outcome(first, '10.0.0.1')).toBe('allowed');
      expect(await outcome(second, '10.0.0.1')).toBe('allowed');
      expect(await outcome(first, '10.0.0.1')).toBe('allowed');
      expect(await outcome(second, '10.0.0.1')).toMatch(/^refused/);
      expect(await outcome(second, '10.0.0.2')).toBe('allowed');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('in Redis: while Redis cannot answer, each instance still limits in its own memory', async () => {
    const limiters = await createRateLimiters({
      publicWritesPerMinute: 1,
      loginAttemptsPerMinute: 1,
      redis: { url: REDIS_URL, keyPrefix: `test-${randomUUID()}` },
    });
    await limiters.close(); // the connection is gone: every count goes to the insurance limiter
    expect(await outcome(limiters, '10.0.0.3')).toBe('allowed');
    expect(await outcome(limiters, '10.0.0.3')).toMatch(/^refused/);
  });
});
