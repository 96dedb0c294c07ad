import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { apiError, BOOKING_SUBMIT_MESSAGES, validationFailure } from '@centre/contracts';
import {
  BookingAlreadyDecidedError,
  BookingConflictError,
  ConcurrencyExhaustedError,
  BookingDomainError,
  BookingNotFoundError,
} from '../../bookings/domain/booking.errors.js';
import {
  IdempotencyKeyError,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '../idempotency/idempotency.errors.js';
import {
  ApiError,
  GENERIC_FAILURE_MESSAGE,
  RequestValidationError,
  toHttpError,
} from './http-errors.js';

describe('toHttpError', () => {
  it('maps a conflict to 409 with labelled pairs', () => {
    const { status, body } = toHttpError(
      new BookingConflictError([{ slotId: '10:00', facilityId: 'fab-prusa-mk4-1' }]),
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'BOOKING_CONFLICT',
      messageCode: 'bookingSubmit.slotAlreadyReserved',
      conflict: true,
      conflicts: [
        {
          slotId: '10:00',
          facilityId: 'fab-prusa-mk4-1',
          slotLabel: '10:00 AM - 11:00 AM',
          facilityName: 'Prusa MK4 3D Printer (Unit 1)',
        },
      ],
    });
  });

  it('maps every other domain refusal by its code', () => {
    expect(toHttpError(new BookingNotFoundError('x'))).toEqual({
      status: 404,
      body: {
        success: false,
        code: 'BOOKING_NOT_FOUND',
        message: 'Booking not found',
        messageCode: 'review.notFound',
      },
    });
    expect(toHttpError(new BookingAlreadyDecidedError('x', 'approved'))).toEqual({
      status: 409,
      body: {
        success: false,
        code: 'BOOKING_ALREADY_DECIDED',
        message: 'This booking has already been approved.',
        messageCode: 'review.alreadyApproved',
        status: 'approved',
      },
    });
    expect(toHttpError(new BookingDomainError('BOOKING_ALREADY_EXISTS', 'm')).status).toBe(409);
    expect(toHttpError(new BookingDomainError('DATE_IN_PAST', 'past'))).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'DATE_IN_PAST',
        message: 'past',
        messageCode: 'booking.dateInPast',
        errors: { date: 'past' },
        fieldCodes: { date: 'booking.dateInPast' },
      },
    });
    expect(toHttpError(new BookingDomainError('BOOKING_ALREADY_EXISTS', 'm')).body).toEqual({
      success: false,
      code: 'BOOKING_ALREADY_EXISTS',
      message: 'm',
    });
    expect(toHttpError(new BookingDomainError('TOO_MANY_SLOTS', 'm')).body.errors).toEqual({
      timeSlots: 'm',
    });
    expect(toHttpError(new BookingDomainError('NO_FACILITIES', 'm')).body.errors).toEqual({
      machines: 'm',
    });
  });

  it("maps the command path's own refusals by their codes: a busy lab-day 503, a misused Idempotency-Key 422, an unusable one 400", () => {
    expect(toHttpError(new ConcurrencyExhaustedError('labday-FabricationLab-2026-11-22'))).toEqual({
      status: 503,
      body: {
        success: false,
        code: 'CONCURRENCY_EXHAUSTED',
        message: BOOKING_SUBMIT_MESSAGES.labDayBusy,
        messageCode: 'bookingSubmit.labDayBusy',
      },
    });
    expect(toHttpError(new IdempotencyKeyError('IDEMPOTENCY_KEY_REUSED'))).toEqual({
      status: 422,
      body: {
        success: false,
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
      },
    });
    expect(toHttpError(new IdempotencyKeyError('IDEMPOTENCY_KEY_INVALID')).status).toBe(400);
  });

  it('maps validation, API errors, Nest exceptions and body-parser errors', () => {
    expect(toHttpError(new RequestValidationError('fix', { name: 'bad' }))).toEqual({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', message: 'fix', errors: { name: 'bad' } },
    });
    expect(
      toHttpError(RequestValidationError.of(validationFailure({ date: 'booking.dateInPast' }))),
    ).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please fix all validation errors before submitting',
        messageCode: 'common.fixErrors',
        errors: { date: 'Please select a future date' },
        fieldCodes: { date: 'booking.dateInPast' },
      },
    });
    expect(toHttpError(new ApiError('UNPROCESSABLE', 422, 'no'))).toEqual({
      status: 422,
      body: { success: false, code: 'UNPROCESSABLE', message: 'no' },
    });
    expect(toHttpError(new NotFoundException()).body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Not found',
      messageCode: 'http.notFound',
    });
    expect(toHttpError(new BadRequestException('nope')).body).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'nope',
    });
    expect(toHttpError(new HttpException({ success: false, message: 'who?' }, 401))).toEqual({
      status: 401,
      body: { success: false, code: 'UNAUTHORIZED', message: 'who?' },
    });
    expect(
      toHttpError(new HttpException(apiError('NOT_SIGNED_IN', 'auth.notSignedIn'), 401)).body,
    ).toEqual({
      success: false,
      code: 'NOT_SIGNED_IN',
      message: 'Sign in to continue.',
      messageCode: 'auth.notSignedIn',
    });
    expect(
      toHttpError(
        Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed', status: 400 }),
      ),
    ).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON.',
        messageCode: 'http.bodyNotJson',
      },
    });
    expect(
      toHttpError(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).status,
    ).toBe(413);
  });

  it('answers anything else with a bare 500, no detail', () => {
    expect(toHttpError(new Error('secret stack detail'))).toEqual({
      status: 500,
      body: {
        success: false,
        code: 'INTERNAL_ERROR',
        message: GENERIC_FAILURE_MESSAGE,
        messageCode: 'http.failure',
      },
    });
    expect(toHttpError('a string').status).toBe(500);
    expect(toHttpError(new HttpException('internal', 500)).body.message).toBe(
      GENERIC_FAILURE_MESSAGE,
    );
  });
});
