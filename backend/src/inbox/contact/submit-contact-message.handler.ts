import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { contactStreamId, type Actor, type ContactMessageReceived, type ContactSubmission } from '@centre/contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';

export interface SubmitContactMessage {
  values: ContactSubmission;
  actor: Actor;
  correlationId: string;
}

/** A contact message is its own stream of one event: nothing to load, nothing to decide. */
@Injectable()
export class SubmitContactMessageHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SubmitContactMessage): Promise<{ messageId: string; position: number }> {
    const messageId = randomUUID();
    const event: ContactMessageReceived = {
      type: 'ContactMessageReceived',
      version: 1,
      eventId: randomUUID(),
      occurredAt: this.clock.now().toISOString(),
      actor: command.actor,
      correlationId: command.correlationId,
      data: { messageId, ...command.values },
    };
    const { position } = await this.store.append(contactStreamId(messageId), [event], 'no-stream');
    return { messageId, position };
  }
}
