import { TRAINING_MESSAGES } from '@centre/contracts';

export type QualificationErrorCode = 'NOT_QUALIFIED' | 'CONCURRENCY_EXHAUSTED';

const MESSAGE_OF: Record<QualificationErrorCode, string> = {
  NOT_QUALIFIED: TRAINING_MESSAGES.notQualified,
  CONCURRENCY_EXHAUSTED: TRAINING_MESSAGES.busy,
};

/** A grant or revoke refused; the code is stable, the words are the console's. */
export class QualificationError extends Error {
  constructor(readonly code: QualificationErrorCode) {
    super(MESSAGE_OF[code]);
    this.name = 'QualificationError';
  }
}
