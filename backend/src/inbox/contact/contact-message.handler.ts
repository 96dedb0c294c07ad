import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { contactStreamId, type Actor, type ContactEvent, type ContactReplyRequest } from '@centre/contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import { decideOnStream } from '../../shared/event-store/stream-decision.js';
import { decide, evolve, initialState, type ContactCommand, type ContactState } from './domain/contact-message.decider.js';
import { ContactMessageError } from './domain/contact-message.errors.js';

const contactDecider = { initialState, evolve, decide };

/** Staff's commands on a contact message: load its stream, decide, append with the revision read. */
@Injectable()
export class ContactMessageHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  reply(messageId: string, reply: ContactReplyRequest, actor: Actor, correlationId: string): Promise<{ position: number }> {
    return this.handle(messageId, { type: 'ReplyToContactMessage', data: { replyId: randomUUID(), ...reply } }, actor, correlationId);
  }

  close(messageId: string, actor: Actor, correlationId: string): Promise<{ position: number }> {
    return this.handle(messageId, { type: 'CloseContactMessage' }, actor, correlationId);
  }

  private async handle(messageId: string, command: ContactCommand, actor: Actor, correlationId: string): Promise<{ position: number }> {
    const streamId = contactStreamId(messageId);
    const result = await decideOnStream<ContactState, ContactEvent, ContactCommand>(this.store, this.clock, contactDecider, {
      streamId,
      command,
      actor,
      correlationId,
    });
    if (!result) throw new ContactMessageError('CONCURRENCY_EXHAUSTED');
    return result;
  }
}
