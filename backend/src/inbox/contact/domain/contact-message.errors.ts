import { InboxStreamError, type InboxRefusal } from '../../inbox-stream.errors.js';

/** Why a command on a contact message was refused: a stable code, its kind, and words staff may read. */
export const CONTACT_MESSAGE_REFUSALS = {
  CONTACT_MESSAGE_NOT_FOUND: { kind: 'not-found', message: 'Message not found' },
  CONTACT_MESSAGE_CLOSED: { kind: 'final', message: 'This message is closed: it takes no more replies.' },
  CONCURRENCY_EXHAUSTED: { kind: 'busy', message: 'The message changed while this was saved. Please try again.' },
} as const satisfies Record<string, InboxRefusal>;

export type ContactMessageErrorCode = keyof typeof CONTACT_MESSAGE_REFUSALS;

export class ContactMessageError extends InboxStreamError<ContactMessageErrorCode> {
  constructor(code: ContactMessageErrorCode) {
    super(code, CONTACT_MESSAGE_REFUSALS[code]);
  }
}
