import {
  API_ERROR_CODES,
  BOOKING_ERROR_CODES,
  apiError,
  errorCodeForStatus,
  plainApiError,
  readApiError,
  refusalCode,
  validationError,
  validationFailure,
} from './api-error.js';

describe('error bodies', () => {
  it('words a body from the catalogue, with its code beside the message', () => {
    expect(
      apiError('BOOKING_CONFLICT', 'bookingSubmit.slotAlreadyReserved', {
        conflicts: [{ slotId: '10:00', facilityId: 'f', slotLabel: '10:00 AM - 11:00 AM', facilityName: 'F' }],
      }),
    ).toEqual({
      success: false,
      code: 'BOOKING_CONFLICT',
      message:
        'This facility slot is already reserved. Please select a different time slot or contact reception.',
      messageCode: 'bookingSubmit.slotAlreadyReserved',
      conflict: true,
      conflicts: [{ slotId: '10:00', facilityId: 'f', slotLabel: '10:00 AM - 11:00 AM', facilityName: 'F' }],
    });
  });

  it('gives a refused input its texts and codes per field', () => {
    expect(validationError(validationFailure({ date: 'booking.dateInPast' }))).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
      errors: { date: 'Please select a future date' },
      fieldCodes: { date: 'booking.dateInPast' },
    });
  });

  it("codes the console's English refusals by status, field errors making a validation failure", () => {
    expect(plainApiError(404, 'Unknown projection')).toEqual({ success: false, code: 'NOT_FOUND', message: 'Unknown projection' });
    expect(plainApiError(400, 'Bad page', { page: 'Bad page' })).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Bad page',
      errors: { page: 'Bad page' },
    });
    expect(refusalCode(400)).toBe('BAD_REQUEST');
  });

  it('names a bare refusal by its status', () => {
    expect(errorCodeForStatus(404)).toBe('NOT_FOUND');
    expect(errorCodeForStatus(429)).toBe('RATE_LIMITED');
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(502)).toBe('INTERNAL_ERROR');
  });

  it("holds the lab-day's codes and those the command path adds", () => {
    expect(BOOKING_ERROR_CODES).toEqual(
      expect.arrayContaining(['DATE_IN_PAST', 'SLOT_STARTED', 'CONCURRENCY_EXHAUSTED', 'IDEMPOTENCY_KEY_REUSED']),
    );
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });
});

describe('readApiError', () => {
  it('reads our own body as it is', () => {
    const body = validationError(validationFailure({ date: 'booking.dateInPast' }));
    expect(readApiError(400, JSON.parse(JSON.stringify(body)), 'bookingSubmit.submitFailed')).toEqual(body);
  });

  it("words a body that is not ours with the caller's fallback, coded by status", () => {
    expect(readApiError(502, '<html>Bad gateway</html>', 'bookingSubmit.submitFailed')).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Failed to submit booking. Please try again.',
      messageCode: 'bookingSubmit.submitFailed',
    });
  });

  it("keeps a message it cannot code in English and drops codes it does not know", () => {
    expect(
      readApiError(
        400,
        { code: 'FROM_THE_FUTURE', message: 'New words', messageCode: 'future.words', fieldCodes: { a: 'x.y' }, errors: { a: 'A', b: 3 } },
        'bookingSubmit.submitFailed',
      ),
    ).toEqual({ success: false, code: 'BAD_REQUEST', message: 'New words', errors: { a: 'A' } });
  });
});
