import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';

/**
 * The limits of the site, each counted once per client address across every route and module
 * that names it, and across instances when they share Redis.
 * - `public-writes`: anonymous submissions (bookings, appointments, contact messages,
 *   applications): every accepted one is an event in the log for good, so one address must not
 *   be able to fill it.
 * - `login`: sign-in attempts, against password guessing.
 * - `applications`: startup applications accepted, per hour: each keeps a pitch deck of up
 *   to 10 MiB on the disk.
 */
export const RATE_LIMIT_POLICIES = ['public-writes', 'login', 'applications'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export const RATE_LIMITERS = Symbol('RATE_LIMITERS');

export interface RateLimiters {
  limiter(policy: RateLimitPolicy): RateLimiterAbstract;
  close(): Promise<void>;
}

export interface RateLimitSettings {
  publicWritesPerMinute: number;
  loginAttemptsPerMinute: number;
  /** Default DEFAULT_APPLICATIONS_PER_HOUR. */
  applicationsPerHour?: number;
  /** With Redis, every instance counts against the same keys (under `keyPrefix`). */
  redis?: { url: string; keyPrefix: string };
}

export const DEFAULT_APPLICATIONS_PER_HOUR = 5;

/** Each policy's allowance and the window it is counted over, in seconds. */
const windows = (settings: RateLimitSettings): Record<RateLimitPolicy, { points: number; duration: number }> => ({
  'public-writes': { points: settings.publicWritesPerMinute, duration: 60 },
  login: { points: settings.loginAttemptsPerMinute, duration: 60 },
  applications: { points: settings.applicationsPerHour ?? DEFAULT_APPLICATIONS_PER_HOUR, duration: 3600 },
});

/**
 * One limiter per policy. In Redis when a URL is given; each then falls back to a limiter in
 * this process's memory while Redis cannot answer (`insuranceLimiter`), so an outage neither
 * stops the site nor lifts the limits.
 */
export const createRateLimiters = async (settings: RateLimitSettings): Promise<RateLimiters> => {
  const allowed = windows(settings);
  const memory = (policy: RateLimitPolicy) => new RateLimiterMemory({ keyPrefix: policy, ...allowed[policy] });
  if (!settings.redis) {
    const limiters = new Map(RATE_LIMIT_POLICIES.map((policy) => [policy, memory(policy)]));
    return { limiter: (policy) => limiters.get(policy)!, close: async () => {} };
  }
  // No offline queue: while disconnected a command fails at once and the insurance limiter
  // answers, instead of the request waiting for Redis to come back.
  const client = createClient({ url: settings.redis.url, disableOfflineQueue: true });
  client.on('error', () => {
    // Reconnects on its own; meanwhile every limiter counts in memory.
  });
  await client.connect();
  const { keyPrefix } = settings.redis;
  const limiters = new Map(
    RATE_LIMIT_POLICIES.map((policy) => [
      policy,
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${keyPrefix}:rate-limit:${policy}`,
        ...allowed[policy],
        insuranceLimiter: memory(policy),
      }),
    ]),
  );
  return {
    limiter: (policy) => limiters.get(policy)!,
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
};
