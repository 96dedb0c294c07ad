import type { ContactEvent, ContactMessageAnswered, ContactMessageClosed, ContactStatus, NewEvent } from '@centre/contracts';
import { ContactMessageError } from './contact-message.errors.js';

export type ReplyToContactMessage = { type: 'ReplyToContactMessage'; data: { replyId: string; subject: string; text: string } };
export type CloseContactMessage = { type: 'CloseContactMessage' };
export type ContactCommand = ReplyToContactMessage | CloseContactMessage;

export type ContactDecision =
  | NewEvent<'ContactMessageAnswered', 1, ContactMessageAnswered['data']>
  | NewEvent<'ContactMessageClosed', 1, ContactMessageClosed['data']>;

export interface ContactState {
  messageId: string | null;
  status: ContactStatus;
}

export const initialState = (): ContactState => ({ messageId: null, status: 'new' });

export const evolve = (state: ContactState, event: ContactEvent): ContactState => {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { messageId: event.data.messageId, status: 'new' };
    case 'ContactMessageAnswered':
      return { ...state, status: 'answered' };
    case 'ContactMessageClosed':
      return { ...state, status: 'closed' };
  }
};

/**
 * Staff reply (again, if they like) until the message is closed; closing twice changes
 * nothing. A closed message takes no reply: its sender was told all there was to tell.
 */
export const decide = (command: ContactCommand, state: ContactState): ContactDecision[] => {
  const { messageId } = state;
  if (messageId === null) throw new ContactMessageError('CONTACT_MESSAGE_NOT_FOUND');
  if (command.type === 'CloseContactMessage') {
    return state.status === 'closed' ? [] : [{ type: 'ContactMessageClosed', version: 1, data: { messageId } }];
  }
  if (state.status === 'closed') throw new ContactMessageError('CONTACT_MESSAGE_CLOSED');
  return [{ type: 'ContactMessageAnswered', version: 1, data: { messageId, ...command.data } }];
};
