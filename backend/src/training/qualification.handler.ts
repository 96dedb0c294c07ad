import { Inject, Injectable } from '@nestjs/common';
import {
  qualificationsStreamId,
  type Actor,
  type QualificationEvent,
  type QualificationGrantedV1Data,
  type QualificationRevokedV1Data,
} from '@centre/contracts';
import { decideOnStream } from '../shared/event-store/stream-decision.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { decide, evolve, initialState, type QualificationCommand, type QualificationState } from './domain/qualification.decider.js';
import { QualificationError } from './domain/qualification.errors.js';

const qualificationDecider = { initialState, evolve, decide };

/** Staff's grants and revokes: load the booker's stream, decide, append with the revision read. */
@Injectable()
export class QualificationHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  grant(data: QualificationGrantedV1Data, actor: Actor, correlationId: string): Promise<{ position: number }> {
    return this.handle(data.email, { type: 'GrantQualification', data }, actor, correlationId);
  }

  revoke(data: QualificationRevokedV1Data, actor: Actor, correlationId: string): Promise<{ position: number }> {
    return this.handle(data.email, { type: 'RevokeQualification', data }, actor, correlationId);
  }

  private async handle(email: string, command: QualificationCommand, actor: Actor, correlationId: string): Promise<{ position: number }> {
    const result = await decideOnStream<QualificationState, QualificationEvent, QualificationCommand>(
      this.store,
      this.clock,
      qualificationDecider,
      { streamId: qualificationsStreamId(email), command, actor, correlationId },
    );
    if (!result) throw new QualificationError('CONCURRENCY_EXHAUSTED');
    return result;
  }
}
