import { randomUUID } from 'node:crypto';
import type { AnyEvent } from '@centre/contracts';

/** A stream of the product's own kind (so ESDB's stream filter lets it through), unique per call. */
export const uniqueStreamId = (prefix = 'labday-test'): string => `${prefix}-${randomUUID()}`;

export const testEvent = (n: number, type = 'TestEventHappened'): AnyEvent => ({
  type,
  version: 1,
  eventId: randomUUID(),
  occurredAt: new Date(Date.UTC(2026, 0, 1, 9, 0, n % 60)).toISOString(),
  actor: { kind: 'system', reason: 'event-store contract' },
  correlationId: randomUUID(),
  data: { n, note: `event ${n}`, nested: { list: [n, String(n)] } },
});

export const testEvents = (count: number, from = 0): AnyEvent[] =>
  Array.from({ length: count }, (_, i) => testEvent(from + i));

/** Polls until `condition` holds; fails with `what` after `timeoutMs`. */
export const waitFor = async (
  condition: () => boolean,
  what: string,
  timeoutMs = 5_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
