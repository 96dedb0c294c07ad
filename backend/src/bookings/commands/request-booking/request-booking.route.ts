import { Inject, Injectable } from '@nestjs/common';
import {
  BOOKING_SUBMIT_MESSAGES,
  parseBookingRequest,
  type CreateBookingResponse,
} from '@centre/contracts';
import {
  admitRequest,
  RATE_LIMITERS,
  type RateLimiters,
  actorOf,
  UsersService,
} from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { centreDayAt } from '../../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import {
  FastAnswer,
  type FastHandler,
  type FastRequest,
  type FastRoute,
} from '../../../shared/http/fast-routes.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { IdempotentAnswers } from '../../../shared/idempotency/idempotent-answers.js';
import {
  fingerprintOf,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeyOf,
} from '../../../shared/idempotency/idempotency.interceptor.js';
import { commandContextOf } from '../command-context.js';
import { BookingRequestSender } from './booking-request.sender.js';

/**
 * POST /api/bookings: the booking form's submit (spec 3 and 7). The product's hottest write,
 * so it is served ahead of Express (see fast-routes.ts) and does, in the order Nest would,
 * what its guard and interceptors do on other routes, with the same services: the limit per
 * address, the Idempotency-Key's kept answers, the actor of the session cookie.
 */
@Injectable()
export class RequestBookingEndpoint implements FastHandler {
  constructor(
    private readonly sender: BookingRequestSender,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
    private readonly answers: IdempotentAnswers,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(request: FastRequest): Promise<CreateBookingResponse | FastAnswer> {
    await admitRequest(this.limiters, 'public-writes', request.ip, request.response);
    const key = idempotencyKeyOf(request);
    if (key === undefined) return this.request(request);
    const fingerprint = fingerprintOf(request.method, request.path, request.body);
    const { status, body, replayed } = await this.answers.answer(key, fingerprint, async () => ({
      status: 201,
      body: await this.request(request),
    }));
    if (replayed) request.response.setHeader(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    return new FastAnswer(status, body);
  }

  private async request(request: FastRequest): Promise<CreateBookingResponse> {
    const { centreTimezone } = this.config;
    const day = centreDayAt(centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(request.body, day.today, {
      hasSlotStarted: day.hasSlotStarted,
      facilitiesJudgedByDecision: true,
      hoursJudgedByDecision: true,
    });
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const context = commandContextOf(request, request.response, actorOf(this.users, request));
    const { bookingId, position, receipt } = await this.sender.send(parsed.value, request.ip, context);
    return { success: true, message: BOOKING_SUBMIT_MESSAGES.submitted, bookingId, position, receipt };
  }
}

export const REQUEST_BOOKING_ROUTE: FastRoute = {
  method: 'POST',
  path: '/api/bookings',
  status: 201,
  handler: RequestBookingEndpoint,
  writes: true,
};
