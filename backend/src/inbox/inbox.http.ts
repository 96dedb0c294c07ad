import { HttpStatus } from '@nestjs/common';
import { refuse } from '../shared/http/console-refusals.js';
import { InboxStreamError, type InboxRefusalKind } from './inbox-stream.errors.js';

/** The error body of every refusal (contracts' `ApiErrorBody`), understood with or without the global filter. */
export { refuse };

const STATUS_OF: Readonly<Record<InboxRefusalKind, HttpStatus>> = {
  'not-found': HttpStatus.NOT_FOUND,
  final: HttpStatus.CONFLICT,
  'not-allowed': HttpStatus.CONFLICT,
  busy: HttpStatus.SERVICE_UNAVAILABLE,
};

/** A refusal of an inbox stream's decider as the edge answers it; anything else goes on as it is. */
export const answered = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error: unknown) {
    if (error instanceof InboxStreamError) throw refuse(STATUS_OF[error.kind], error.message);
    throw error;
  }
};
