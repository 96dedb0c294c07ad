/**
 * Fixed-window counter per key (the client IP), in memory. A per-instance limit: with N
 * instances an address gets up to N × limit attempts, which still stops password guessing.
 * Time comes in, so tests can move it.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window of this key ends. */
  retryAfterSeconds: number;
}

const SWEEP_THRESHOLD = 10_000;

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** How many keys are remembered (memory stays bounded by the keys of about one window). */
  get trackedKeys(): number {
    return this.windows.size;
  }

  hit(key: string, nowMs: number): RateDecision {
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || nowMs - window.startedAt >= this.windowMs) {
      window = { startedAt: nowMs, hits: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + this.windowMs - nowMs) / 1000));
    return { allowed: window.hits <= this.limit, retryAfterSeconds };
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) {
      if (nowMs - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
