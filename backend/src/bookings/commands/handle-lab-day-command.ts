import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isLabDayEvent, type Actor, type AnyEvent, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { DuplicateEventIdError } from '../../shared/event-store/event-store.errors.js';
import {
  EVENT_STORE,
  WrongExpectedRevisionError,
  type EventStore,
} from '../../shared/event-store/event-store.port.js';
import { ApiError } from '../../shared/http/http-errors.js';
import { eventIdFromKey } from '../../shared/idempotency/idempotent-ids.js';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../shared/idempotency/idempotency.interceptor.js';
import { decide, evolve, initialState, type LabDayCommand, type LabDayDecision } from '../domain/lab-day.decider.js';
import { KeyedSerialiser, LabDayCache, type LabDaySnapshot } from './lab-day.cache.js';

/** Who asks, under which correlation, and (optionally) under which Idempotency-Key. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  idempotencyKey?: string;
}

export interface LabDayCommandOutcome {
  /** Global position of the command's last event. */
  position: number;
  /** True when the command had already been applied under the same Idempotency-Key. */
  replayed: boolean;
}

export const MAX_ATTEMPTS = 10;

export class ConcurrencyExhaustedError extends ApiError {
  constructor(streamId: string) {
    super('CONCURRENCY_EXHAUSTED', 503, `The lab-day ${streamId} is too busy right now. Please try again.`);
  }
}

export const snapshotOf = (events: readonly RecordedEvent[]): LabDaySnapshot => {
  let state = initialState();
  const positions = new Map<string, number>();
  let revision = -1;
  for (const recorded of events) {
    if (isLabDayEvent(recorded.event)) state = evolve(state, recorded.event as LabDayEvent);
    positions.set(recorded.event.eventId, recorded.position);
    revision = recorded.revision;
  }
  return { revision, state, positions };
};

const jitter = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

/**
 * The one way a command reaches a lab-day: load (or take from the cache), decide, stamp the
 * envelope, append with the revision read as expected revision; on a revision conflict
 * reload and decide again, a bounded number of times. Commands on one lab-day queue up within
 * this process, so retries are needed only against other processes.
 */
@Injectable()
export class LabDayCommandRunner {
  private readonly cache = new LabDayCache();
  private readonly serialiser = new KeyedSerialiser();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  run(streamId: string, command: LabDayCommand, context: CommandContext): Promise<LabDayCommandOutcome> {
    return this.serialiser.run(streamId, () => this.attempt(streamId, command, context));
  }

  private async load(streamId: string): Promise<LabDaySnapshot> {
    const snapshot = snapshotOf((await this.store.readStream(streamId)).events);
    this.cache.set(streamId, snapshot);
    return snapshot;
  }

  private async attempt(streamId: string, command: LabDayCommand, context: CommandContext): Promise<LabDayCommandOutcome> {
    const { idempotencyKey } = context;
    let cached = this.cache.get(streamId);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const fromCache = cached !== undefined;
      const snapshot = cached ?? (await this.load(streamId));
      cached = undefined;

      if (idempotencyKey !== undefined) {
        const done = snapshot.positions.get(eventIdFromKey(idempotencyKey, command.type, 0));
        if (done !== undefined) return { position: done, replayed: true };
      }

      const now = this.clock.now();
      let decisions: LabDayDecision[];
      try {
        decisions = decide(command, snapshot.state, now);
      } catch (error: unknown) {
        // A refusal must rest on the current stream, never on a possibly stale cache entry.
        if (fromCache) continue;
        throw error;
      }

      const events: AnyEvent[] = decisions.map((decision, index) => ({
        ...decision,
        eventId: idempotencyKey === undefined ? randomUUID() : eventIdFromKey(idempotencyKey, command.type, index),
        occurredAt: now.toISOString(),
        actor: context.actor,
        correlationId: context.correlationId,
      }));
      try {
        const expected = snapshot.revision === -1 ? 'no-stream' : snapshot.revision;
        const { position, nextRevision } = await this.store.append(streamId, events, expected);
        const positions = new Map(snapshot.positions);
        events.forEach((event, index) => positions.set(event.eventId, position - (events.length - 1 - index)));
        this.cache.set(streamId, {
          revision: nextRevision,
          state: decisions.reduce(evolve, snapshot.state),
          positions,
        });
        return { position, replayed: false };
      } catch (error: unknown) {
        if (error instanceof DuplicateEventIdError) return this.replayOrRefuse(streamId, error);
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        this.cache.delete(streamId);
        if (attempt > 0) await jitter(attempt);
      }
    }
    throw new ConcurrencyExhaustedError(streamId);
  }

  /** The log already holds a keyed event: ours on this stream (a repeat), or a misused key. */
  private async replayOrRefuse(streamId: string, error: DuplicateEventIdError): Promise<LabDayCommandOutcome> {
    const position = (await this.load(streamId)).positions.get(error.eventId);
    if (position !== undefined) return { position, replayed: true };
    throw new ApiError('IDEMPOTENCY_KEY_REUSED', 422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
}
