import { cancelReasonOf, messageText } from '@centre/contracts';
import { RequestValidationError } from '../../shared/http/http-errors.js';

/** The reason of a cancel request, or the refusal of an unusable one. */
export const reasonOf = (body: unknown): string => {
  const reason = cancelReasonOf(body);
  if (reason === undefined) {
    throw new RequestValidationError(messageText('review.reasonTooLong'), { reason: messageText('review.reasonTooLong') }, {
      messageCode: 'review.reasonTooLong',
      fieldCodes: { reason: 'review.reasonTooLong' },
    });
  }
  return reason;
};
