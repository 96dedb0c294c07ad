import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClockModule } from '../shared/clock/clock.module.js';
import type { FastRoute } from '../shared/http/fast-routes.js';
import { IdempotencyModule } from '../shared/idempotency/idempotency.module.js';
import { AppointmentsController } from './appointments/appointments.controller.js';
import { MyBookingController } from './booker/my-booking.controller.js';
import { LabDayCommandHandler } from './commands/lab-day.handler.js';
import { BookingRequestSender } from './commands/request-booking/booking-request.sender.js';
import { REQUEST_BOOKING_ROUTE, RequestBookingEndpoint } from './commands/request-booking/request-booking.route.js';
import { ReviewBookingController } from './commands/review-booking/review-booking.controller.js';
import {
  AVAILABILITY_READER,
  LabDayStreamAvailabilityReader,
  READ_MODEL_AVAILABILITY_READER,
  type AvailabilityReader,
} from './queries/check-availability/availability.reader.js';
import { BookingReceiptController } from './queries/booking-receipt/booking-receipt.controller.js';
import { CHECK_AVAILABILITY_ROUTE, CheckAvailability } from './queries/check-availability/check-availability.route.js';
import { GetBookingController } from './queries/get-booking/get-booking.controller.js';
import { GetBookingHandler } from './queries/get-booking/get-booking.handler.js';
import { WaiterReader } from './waitlist/waiter.reader.js';
import { WaitlistController } from './waitlist/waitlist.controller.js';

const commandHandlers = [LabDayCommandHandler];
const queryHandlers = [GetBookingHandler];
const controllers = [
  ReviewBookingController,
  GetBookingController,
  BookingReceiptController,
  MyBookingController,
  AppointmentsController,
  WaitlistController,
];
const fastRoutes = [RequestBookingEndpoint, CheckAvailability];
const senders = [BookingRequestSender];
const readers = [
  LabDayStreamAvailabilityReader,
  {
    provide: AVAILABILITY_READER,
    inject: [LabDayStreamAvailabilityReader, { token: READ_MODEL_AVAILABILITY_READER, optional: true }],
    useFactory: (fromStream: AvailabilityReader, fromReadModel?: AvailabilityReader): AvailabilityReader =>
      fromReadModel ?? fromStream,
  },
  WaiterReader,
];

/**
 * The booking engine: commands on lab-day streams, the booking read, availability checks and
 * the older appointment form. Needs EVENT_STORE, APP_CONFIG and (for the guard)
 * AuthModule's providers from the application.
 */
@Module({
  imports: [CqrsModule.forRoot(), ClockModule, IdempotencyModule],
  controllers,
  providers: [...commandHandlers, ...queryHandlers, ...fastRoutes, ...senders, ...readers],
  exports: [AVAILABILITY_READER],
})
export class BookingsModule {}

/** The slice's routes served ahead of Express (see shared/http/fast-routes.ts); their handlers are its providers. */
export const BOOKINGS_FAST_ROUTES: readonly FastRoute[] = [REQUEST_BOOKING_ROUTE, CHECK_AVAILABILITY_ROUTE];
