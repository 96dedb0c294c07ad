import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Optional,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import {
  APPOINTMENT_MESSAGES,
  LABS,
  appointmentRefusal,
  appointmentToBookingRequest,
  appointmentValuesOf,
  parseBookingRequest,
  parseMachinesAvailabilityQuery,
  validateAppointmentForm,
  validationFailure,
  type CreateAppointmentResponse,
  type Lab,
  type MachinesAvailabilityResponse,
} from '@centre/contracts';
import { RateLimited } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { centreDayAt } from '../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ClientAddress } from '../../shared/http/client-address.js';
import { ApiError, RequestValidationError } from '../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../shared/idempotency/idempotency.interceptor.js';
import { LabDayCommandContext } from '../commands/command-context.decorator.js';
import type { CommandContext } from '../commands/lab-day.handler.js';
import { BookingRequestSender } from '../commands/request-booking/booking-request.sender.js';
import { BookingConflictError } from '../domain/booking.errors.js';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../queries/catalogue-lab/catalogue-lab.reader.js';
import {
  AVAILABILITY_READER,
  type AvailabilityReader,
} from '../queries/check-availability/availability.reader.js';

/**
 * The older appointment form (spec 2, 7): mapped onto the booking engine, so its requests
 * meet the same rules and the same lab-day invariant as the booking form's: its availability
 * is the same reader's answer, its request the same command. Its machines are the current
 * catalogue's (retired ones included, so the decision can say why not), as the booking form's are.
 */
@Controller('api')
export class AppointmentsController {
  constructor(
    private readonly sender: BookingRequestSender,
    @Inject(AVAILABILITY_READER) private readonly reader: AvailabilityReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CURRENT_CATALOGUE) private readonly catalogue?: CurrentCatalogueReader,
  ) {}

  /** Without the catalogue slice (a test of the bookings alone), the spec's catalogue. */
  private async labs(): Promise<readonly Lab[]> {
    return this.catalogue ? this.catalogue.current() : LABS;
  }

  @Get('machines/availability')
  async availability(
    @Query() query: Record<string, unknown>,
  ): Promise<MachinesAvailabilityResponse> {
    const parsed = parseMachinesAvailabilityQuery(query, await this.labs());
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { date, slots, facilities } = parsed.value;
    const byLab = new Map<string, string[]>();
    for (const f of facilities) byLab.set(f.lab, [...(byLab.get(f.lab) ?? []), f.facilityId]);
    let available = true;
    for (const [lab, ids] of byLab) {
      if ((await this.reader.taken(lab, date, slots, ids)).length > 0) available = false;
    }
    return available
      ? { success: true, available }
      : { success: true, available, message: APPOINTMENT_MESSAGES.machineUnavailable };
  }

  @Post('appointments')
  @HttpCode(201)
  @RateLimited('public-writes')
  @UseInterceptors(IdempotencyInterceptor)
  async create(
    @Body() body: unknown,
    @ClientAddress() address: string,
    @LabDayCommandContext() context: CommandContext,
  ): Promise<CreateAppointmentResponse> {
    const values = appointmentValuesOf(body);
    const formError = validateAppointmentForm(values);
    if (formError !== undefined)
      throw RequestValidationError.of(appointmentRefusal('form', formError));
    const bookingBody = appointmentToBookingRequest(values, await this.labs());
    if (!bookingBody)
      throw RequestValidationError.of(
        appointmentRefusal('selectedMachines', 'appointment.fillAllFields'),
      );
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(bookingBody, day.today, {
      hasSlotStarted: day.hasSlotStarted,
      facilitiesJudgedByDecision: true,
      hoursJudgedByDecision: true,
    });
    if (!parsed.ok) {
      // The form has no field for the booking rules' words, so the first of them is its line.
      const first = Object.values(parsed.fieldCodes)[0];
      throw RequestValidationError.of(first ? validationFailure(parsed.fieldCodes, first) : parsed);
    }
    try {
      const { bookingId, position, receipt } = await this.sender.send(parsed.value, address, context);
      return { success: true, message: APPOINTMENT_MESSAGES.submitted, bookingId, position, receipt };
    } catch (error: unknown) {
      if (error instanceof BookingConflictError) {
        throw new ApiError(
          'MACHINE_UNAVAILABLE',
          409,
          APPOINTMENT_MESSAGES.machineUnavailable,
          'appointment.machineUnavailable',
          error.conflicts,
        );
      }
      throw error;
    }
  }
}
