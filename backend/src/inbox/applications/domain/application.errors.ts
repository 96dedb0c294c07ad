import { InboxStreamError, type InboxRefusal } from '../../inbox-stream.errors.js';

/** Why a command on an application was refused: a stable code, its kind, and words staff may read. */
export const APPLICATION_REFUSALS = {
  APPLICATION_NOT_FOUND: { kind: 'not-found', message: 'Application not found' },
  APPLICATION_DECIDED: { kind: 'final', message: 'This application has been decided: its reviews can no longer change.' },
  EXPERT_CONFLICTED: { kind: 'not-allowed', message: 'You declared a conflict with this application, so you cannot review it.' },
  ALREADY_REVIEWED: { kind: 'not-allowed', message: 'You have reviewed this application already; a conflict can only be declared before reviewing.' },
  QUORUM_NOT_MET: { kind: 'not-allowed', message: 'The quorum of reviews is not met yet: give a reason to decide now.' },
  CONCURRENCY_EXHAUSTED: { kind: 'busy', message: 'The application changed while this was saved. Please try again.' },
} as const satisfies Record<string, InboxRefusal>;

export type ApplicationErrorCode = keyof typeof APPLICATION_REFUSALS;

export class ApplicationDomainError extends InboxStreamError<ApplicationErrorCode> {
  constructor(code: ApplicationErrorCode) {
    super(code, APPLICATION_REFUSALS[code]);
  }
}
