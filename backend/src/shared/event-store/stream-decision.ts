import { randomUUID } from 'node:crypto';
import { upcastEvent, type Actor, type AnyEvent, type NewEvent } from '@centre/contracts';
import type { Clock } from '../clock/clock.js';
import { WrongExpectedRevisionError, type EventStore } from './event-store.port.js';

const ATTEMPTS = 5;

/** A stream's fold and its decision, as a decider defines them (clock-free, pure). */
export interface StreamDecider<S, E extends AnyEvent, C> {
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): NewEvent[];
}

export interface StreamCommand<C> {
  streamId: string;
  command: C;
  actor: Actor;
  correlationId: string;
}

/**
 * The one way a command reaches a stream outside the lab-days (an application, a contact message, a lab's operations): load it,
 * decide, append with the revision read; on a concurrent write, read and decide again. Returns
 * the position of the last event appended (or the stream's head when nothing was), or null
 * when every attempt met a concurrent write.
 */
export const decideOnStream = async <S, E extends AnyEvent, C>(
  store: EventStore,
  clock: Clock,
  decider: StreamDecider<S, E, C>,
  { streamId, command, actor, correlationId }: StreamCommand<C>,
): Promise<{ position: number } | null> => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { events, revision } = await store.readStream(streamId);
    const state = events.map((recorded) => upcastEvent(recorded.event) as E).reduce(decider.evolve, decider.initialState());
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { position: events.at(-1)?.position ?? 0 };
    const occurredAt = clock.now().toISOString();
    const stamped = decided.map((event) => ({ ...event, eventId: randomUUID(), occurredAt, actor, correlationId }));
    try {
      return { position: (await store.append(streamId, stamped, revision)).position };
    } catch (error: unknown) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  return null;
};
