/** Why a command on a contact message was refused: a stable code, and words staff may read. */
export type ContactMessageErrorCode = 'CONTACT_MESSAGE_NOT_FOUND' | 'CONTACT_MESSAGE_CLOSED' | 'CONCURRENCY_EXHAUSTED';

export const CONTACT_MESSAGE_ERRORS: Readonly<Record<ContactMessageErrorCode, string>> = {
  CONTACT_MESSAGE_NOT_FOUND: 'Message not found',
  CONTACT_MESSAGE_CLOSED: 'This message is closed: it takes no more replies.',
  CONCURRENCY_EXHAUSTED: 'The message changed while this was saved. Please try again.',
};

export class ContactMessageError extends Error {
  constructor(readonly code: ContactMessageErrorCode) {
    super(CONTACT_MESSAGE_ERRORS[code]);
    this.name = new.target.name;
  }
}
