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
 * Sign-in is also limited per account (`AccountBackoff`), so that many addresses guessing one
 * account's password get no further than one.
 */
export const RATE_LIMIT_POLICIES = ['public-writes', 'login', 'applications'] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export const RATE_LIMITERS = Symbol('RATE_LIMITERS');

export interface RateLimiters {
  limiter(policy: RateLimitPolicy): RateLimiterAbstract;
  /** Sign-in failures per account, with growing back-off: what no number of addresses gets around. */
  accounts: AccountBackoff;
  close(): Promise<void>;
}

export interface RateLimitSettings {
  publicWritesPerMinute: number;
  loginAttemptsPerMinute: number;
  /** Failed sign-ins in a row an account takes before each further one makes it wait. */
  loginFailuresBeforeBackoff?: number;
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

/** The longest an account waits after a failed sign-in, however many came before. */
export const MAX_BACKOFF_SECONDS = 15 * 60;
export const DEFAULT_LOGIN_FAILURES_BEFORE_BACKOFF = 5;
/** A run of failures is forgotten after a day without one. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** Seconds an account waits after its `failures`-th failure in a row: 1, 2, 4, … up to 15 minutes. */
export const backoffSeconds = (failures: number, freeFailures: number): number =>
  failures < freeFailures ? 0 : Math.min(MAX_BACKOFF_SECONDS, 2 ** (failures - freeFailures));

/**
 * Failed sign-ins counted per account (its email), whichever addresses they come from. After a
 * few in a row each failure makes the account wait longer before the next attempt is even
 * checked; a success ends the run. While it waits, the right password is refused too: the
 * price of a guess-proof account is that a guesser can make its owner wait (at most 15 minutes).
 */
export class AccountBackoff {
  constructor(
    /** Counts the failures in a row. */
    private readonly failures: RateLimiterAbstract,
    /** Holds the wait: blocked while the account may not try. */
    private readonly waits: RateLimiterAbstract,
    private readonly freeFailures: number,
  ) {}

  /** Milliseconds the account must still wait before its next attempt; 0 when it may try now. */
  async waitMs(email: string): Promise<number> {
    const wait = await this.waits.get(accountKey(email));
    return wait !== null && wait.consumedPoints > this.waits.points ? wait.msBeforeNext : 0;
  }

  async failed(email: string): Promise<void> {
    const key = accountKey(email);
    const { consumedPoints } = await this.failures.penalty(key, 1);
    const seconds = backoffSeconds(consumedPoints, this.freeFailures);
    if (seconds > 0) await this.waits.block(key, seconds);
  }

  async succeeded(email: string): Promise<void> {
    await this.failures.delete(accountKey(email));
  }
}

const accountKey = (email: string): string => email.trim().toLowerCase();

/**
 * One limiter per policy. In Redis when a URL is given; each then falls back to a limiter in
 * this process's memory while Redis cannot answer (`insuranceLimiter`), so an outage neither
 * stops the site nor lifts the limits.
 */
export const createRateLimiters = async (settings: RateLimitSettings): Promise<RateLimiters> => {
  const allowed = windows(settings);
  const freeFailures = settings.loginFailuresBeforeBackoff ?? DEFAULT_LOGIN_FAILURES_BEFORE_BACKOFF;
  const memory = (policy: RateLimitPolicy) => new RateLimiterMemory({ keyPrefix: policy, ...allowed[policy] });
  const failuresMemory = () =>
    new RateLimiterMemory({ keyPrefix: 'login-failures', points: 1_000_000, duration: FAILURE_MEMORY_SECONDS });
  const waitsMemory = () => new RateLimiterMemory({ keyPrefix: 'login-wait', points: 1, duration: 1 });
  if (!settings.redis) {
    const limiters = new Map(RATE_LIMIT_POLICIES.map((policy) => [policy, memory(policy)]));
    return {
      limiter: (policy) => limiters.get(policy)!,
      accounts: new AccountBackoff(failuresMemory(), waitsMemory(), freeFailures),
      close: async () => {},
    };
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
  const inRedis = (name: string, points: number, duration: number, insuranceLimiter: RateLimiterMemory) =>
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `${keyPrefix}:rate-limit:${name}`,
      points,
      duration,
      insuranceLimiter,
    });
  return {
    limiter: (policy) => limiters.get(policy)!,
    accounts: new AccountBackoff(
      inRedis('login-failures', 1_000_000, FAILURE_MEMORY_SECONDS, failuresMemory()),
      inRedis('login-wait', 1, 1, waitsMemory()),
      freeFailures,
    ),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
};
