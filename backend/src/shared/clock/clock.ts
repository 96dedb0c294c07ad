/**
 * The time, injected. Domain code never calls `new Date()`: the edge asks the clock and
 * passes the instant in, so tests can pin "now" (and "today" in the centre's zone).
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and move. */
export class FixedClock implements Clock {
  constructor(private instant: Date) {}
  now(): Date {
    return new Date(this.instant.getTime());
  }
  set(instant: Date): void {
    this.instant = instant;
  }
}
