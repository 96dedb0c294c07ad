/** Why a command on an application was refused: a stable code, and words staff may read. */
export type ApplicationErrorCode =
  | 'APPLICATION_NOT_FOUND'
  | 'APPLICATION_DECIDED'
  | 'EXPERT_CONFLICTED'
  | 'ALREADY_REVIEWED'
  | 'QUORUM_NOT_MET'
  | 'CONCURRENCY_EXHAUSTED';

export const APPLICATION_ERROR_MESSAGES: Readonly<Record<ApplicationErrorCode, string>> = {
  APPLICATION_NOT_FOUND: 'Application not found',
  APPLICATION_DECIDED: 'This application has been decided: its reviews can no longer change.',
  EXPERT_CONFLICTED: 'You declared a conflict with this application, so you cannot review it.',
  ALREADY_REVIEWED: 'You have reviewed this application already; a conflict can only be declared before reviewing.',
  QUORUM_NOT_MET: 'The quorum of reviews is not met yet: give a reason to decide now.',
  CONCURRENCY_EXHAUSTED: 'The application changed while this was saved. Please try again.',
};

export class ApplicationDomainError extends Error {
  constructor(readonly code: ApplicationErrorCode) {
    super(APPLICATION_ERROR_MESSAGES[code]);
    this.name = new.target.name;
  }
}
