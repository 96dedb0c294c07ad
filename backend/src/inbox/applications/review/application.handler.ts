import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { applicationStreamId, upcastEvent, type Actor, type ApplicationEvent } from '@centre/contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { EVENT_STORE, WrongExpectedRevisionError, type EventStore } from '../../../shared/event-store/event-store.port.js';
import { decide, evolve, initialState, type ApplicationCommand } from '../domain/application.decider.js';
import { ApplicationDomainError } from '../domain/application.errors.js';

const ATTEMPTS = 5;

export interface ApplicationCommandResult {
  /** Global position of the last event appended (or the stream's head when nothing was). */
  position: number;
}

/** The one way a command reaches an application: load its stream, decide, append with the revision read. */
@Injectable()
export class ApplicationHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(applicationId: string, command: ApplicationCommand, actor: Actor, correlationId: string): Promise<ApplicationCommandResult> {
    const streamId = applicationStreamId(applicationId);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const { events, revision } = await this.store.readStream(streamId);
      const state = events.map((recorded) => upcastEvent(recorded.event) as ApplicationEvent).reduce(evolve, initialState());
      const decided = decide(command, state);
      if (decided.length === 0) return { position: events.at(-1)?.position ?? 0 };
      const occurredAt = this.clock.now().toISOString();
      const stamped = decided.map((event) => ({ ...event, eventId: randomUUID(), occurredAt, actor, correlationId }));
      try {
        return { position: (await this.store.append(streamId, stamped, revision)).position };
      } catch (error: unknown) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new ApplicationDomainError('CONCURRENCY_EXHAUSTED');
  }
}
