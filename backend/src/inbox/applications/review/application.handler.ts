import { Inject, Injectable } from '@nestjs/common';
import { applicationStreamId, type Actor } from '@centre/contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../../shared/event-store/event-store.port.js';
import { decideOnStream } from '../../../shared/event-store/stream-decision.js';
import { decide, evolve, initialState, type ApplicationCommand } from '../domain/application.decider.js';
import { ApplicationDomainError } from '../domain/application.errors.js';

export interface ApplicationCommandResult {
  /** Global position of the last event appended (or the stream's head when nothing was). */
  position: number;
}

const applicationDecider = { initialState, evolve, decide };

/** The one way a command reaches an application: load its stream, decide, append with the revision read. */
@Injectable()
export class ApplicationHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(applicationId: string, command: ApplicationCommand, actor: Actor, correlationId: string): Promise<ApplicationCommandResult> {
    const streamId = applicationStreamId(applicationId);
    const result = await decideOnStream(this.store, this.clock, applicationDecider, { streamId, command, actor, correlationId });
    if (!result) throw new ApplicationDomainError('CONCURRENCY_EXHAUSTED');
    return result;
  }
}
