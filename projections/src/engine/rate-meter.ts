/** Events per second over a sliding window, from (time, count) samples. */
export class RateMeter {
  private readonly samples: Array<{ at: number; count: number }> = [];

  constructor(
    private readonly now: () => number,
    private readonly windowMs = 5000,
  ) {}

  record(count: number): void {
    this.samples.push({ at: this.now(), count });
    this.trim();
  }

  perSecond(): number {
    this.trim();
    const first = this.samples[0];
    if (!first) return 0;
    const total = this.samples.reduce((sum, s) => sum + s.count, 0);
    const elapsed = Math.max(this.now() - first.at, 1000);
    return (total * 1000) / elapsed;
  }

  private trim(): void {
    const oldest = this.now() - this.windowMs;
    while (this.samples.length > 0 && (this.samples[0]?.at ?? 0) < oldest) this.samples.shift();
  }
}
