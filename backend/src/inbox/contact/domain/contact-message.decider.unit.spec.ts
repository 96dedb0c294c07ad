import type { ContactEvent } from '@centre/contracts';
import { decide, evolve, initialState, type ContactCommand, type ContactDecision } from './contact-message.decider.js';
import { ContactMessageError, type ContactMessageErrorCode } from './contact-message.errors.js';

const stamp = (event: Pick<ContactEvent, 'type' | 'data'>): ContactEvent =>
  ({ ...event, version: 1, eventId: `e-${Math.random()}`, occurredAt: '2026-11-21T06:30:00.000Z', actor: { kind: 'visitor' }, correlationId: 'c' }) as ContactEvent;

const received = stamp({
  type: 'ContactMessageReceived',
  data: { messageId: 'm-1', name: 'Asha', email: 'asha@example.org', subject: 'Visit', message: 'Can we visit?' },
});
const reply: ContactCommand = { type: 'ReplyToContactMessage', data: { replyId: 'r-1', subject: 'Re: Visit', text: 'Yes.' } };
const close: ContactCommand = { type: 'CloseContactMessage' };

/** Given these events, when this command: the events decided (each stamped back into the stream). */
const given = (events: ContactEvent[]) => ({
  when: (command: ContactCommand): ContactDecision[] => decide(command, events.reduce(evolve, initialState())),
});
const refusal = (events: ContactEvent[], command: ContactCommand): ContactMessageErrorCode | undefined => {
  try {
    given(events).when(command);
    return undefined;
  } catch (error: unknown) {
    return error instanceof ContactMessageError ? error.code : undefined;
  }
};

describe('29.5 the contact message decider', () => {
  it('a new message takes a reply, with its subject and text', () => {
    expect(given([received]).when(reply)).toEqual([
      { type: 'ContactMessageAnswered', version: 1, data: { messageId: 'm-1', replyId: 'r-1', subject: 'Re: Visit', text: 'Yes.' } },
    ]);
  });

  it('an answered message takes another reply', () => {
    const answered = stamp(given([received]).when(reply)[0]!);
    expect(given([received, answered]).when({ ...reply, data: { ...reply.data, replyId: 'r-2' } })).toHaveLength(1);
  });

  it('a new or answered message closes; closing again decides nothing', () => {
    expect(given([received]).when(close)).toEqual([{ type: 'ContactMessageClosed', version: 1, data: { messageId: 'm-1' } }]);
    const closed = stamp(given([received]).when(close)[0]!);
    expect(given([received, closed]).when(close)).toEqual([]);
  });

  it('a closed message refuses a reply', () => {
    const closed = stamp(given([received]).when(close)[0]!);
    expect(refusal([received, closed], reply)).toBe('CONTACT_MESSAGE_CLOSED');
  });

  it('a message that does not exist refuses both commands', () => {
    expect(refusal([], reply)).toBe('CONTACT_MESSAGE_NOT_FOUND');
    expect(refusal([], close)).toBe('CONTACT_MESSAGE_NOT_FOUND');
  });
});
