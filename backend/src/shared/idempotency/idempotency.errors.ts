export const IDEMPOTENCY_KEY_INVALID_MESSAGE = 'The Idempotency-Key header must be 1 to 255 visible characters.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

export type IdempotencyKeyErrorCode = 'IDEMPOTENCY_KEY_INVALID' | 'IDEMPOTENCY_KEY_REUSED';

const MESSAGES: Record<IdempotencyKeyErrorCode, string> = {
  IDEMPOTENCY_KEY_INVALID: IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED: IDEMPOTENCY_KEY_REUSED_MESSAGE,
};

/**
 * An Idempotency-Key that cannot be honoured: unusable as sent, or already used for another
 * request (seen by the stored answers at the edge, or by the log's unique event ids below it).
 */
export class IdempotencyKeyError extends Error {
  constructor(readonly code: IdempotencyKeyErrorCode) {
    super(MESSAGES[code]);
    this.name = 'IdempotencyKeyError';
  }
}
