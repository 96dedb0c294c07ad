import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, AnyEvent } from '@centre/contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { DuplicateEventIdError } from '../../shared/event-store/event-store.errors.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../../shared/event-store/event-store.port.js';
import { IdempotencyKeyError } from '../../shared/idempotency/idempotency.errors.js';
import { eventIdFromKey } from '../../shared/idempotency/idempotent-ids.js';
import { ConcurrencyExhaustedError } from '../domain/booking.errors.js';
import { decide, evolve, labDayOf, type LabDayCommand, type LabDayDecision } from '../domain/lab-day.decider.js';
import { KeyedSerialiser, LabDayCache, snapshotOf, type LabDaySnapshot } from './lab-day.cache.js';

/** Who asks, under which correlation, and (optionally) under which Idempotency-Key. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  idempotencyKey?: string;
}

export interface LabDayOutcome {
  /** Global position of the command's last event. */
  position: number;
  /**
   * True when the command appended nothing: already applied under the same Idempotency-Key, or
   * already true of the lab-day (an idempotent step such as a repeated confirmation).
   */
  replayed: boolean;
  /** What the command appended, in order (none when replayed): what a batch did, item by item. */
  appended: readonly LabDayDecision[];
}

/** Any command of the lab-day decider, as the controllers send it over the command bus. */
export class RunLabDayCommand extends Command<LabDayOutcome> {
  constructor(
    readonly command: LabDayCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export const MAX_ATTEMPTS = 10;

const jitter = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));

/**
 * The one way a command reaches a lab-day: load (or take from this process's cache), decide,
 * stamp the envelope, append with the revision read as expected revision; on a revision
 * conflict reload and decide again, a bounded number of times. Commands on one lab-day queue
 * up within this process, so retries are needed only against other processes. A command
 * carrying an Idempotency-Key gets event ids derived from the key, so its repeat finds its own
 * events (here or in the log's unique index) and appends nothing.
 */
@CommandHandler(RunLabDayCommand)
export class LabDayCommandHandler implements ICommandHandler<RunLabDayCommand, LabDayOutcome> {
  private readonly cache = new LabDayCache();
  private readonly serialiser = new KeyedSerialiser();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ command, context }: RunLabDayCommand): Promise<LabDayOutcome> {
    const streamId = labDayOf(command);
    return this.serialiser.run(streamId, () => this.decideAndAppend(streamId, command, context));
  }

  private async load(streamId: string): Promise<LabDaySnapshot> {
    const snapshot = snapshotOf((await this.store.readStream(streamId)).events);
    this.cache.set(streamId, snapshot);
    return snapshot;
  }

  private async decideAndAppend(streamId: string, command: LabDayCommand, context: CommandContext): Promise<LabDayOutcome> {
    const { idempotencyKey } = context;
    let cached = this.cache.get(streamId);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const fromCache = cached !== undefined;
      const snapshot = cached ?? (await this.load(streamId));
      cached = undefined;

      if (idempotencyKey !== undefined) {
        const done = snapshot.positions.get(eventIdFromKey(idempotencyKey, command.type, 0));
        if (done !== undefined) return { position: done, replayed: true, appended: [] };
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

      // Nothing to record (a repeated confirmation): the lab-day already says what was asked.
      if (decisions.length === 0) return { position: Math.max(0, ...snapshot.positions.values()), replayed: true, appended: [] };

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
        this.cache.set(streamId, { revision: nextRevision, state: decisions.reduce(evolve, snapshot.state), positions });
        return { position, replayed: false, appended: decisions };
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
  private async replayOrRefuse(streamId: string, error: DuplicateEventIdError): Promise<LabDayOutcome> {
    const position = (await this.load(streamId)).positions.get(error.eventId);
    if (position !== undefined) return { position, replayed: true, appended: [] };
    throw new IdempotencyKeyError('IDEMPOTENCY_KEY_REUSED');
  }
}
