import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  APPOINTMENT_MESSAGES,
  appointmentToBookingRequest,
  appointmentToBookingSlots,
  findAppointmentMachine,
  locateFacility,
  parseBookingRequest,
  validateAppointmentForm,
  type Actor,
  type AppointmentFormValues,
  type CreateAppointmentResponse,
  type MachinesAvailabilityResponse,
} from '@centre/contracts';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { PublicWriteThrottleGuard } from '../../auth/public-write-throttle.guard.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { centreDayAt } from '../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { RequestValidationError } from '../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../shared/idempotency/idempotency.interceptor.js';
import { commandContextOf } from '../commands/command-context.js';
import { requestBooking } from '../commands/request-booking/request-booking.route.js';
import { BookingConflictError } from '../domain/booking.errors.js';
import { pairsOf } from '../domain/lab-day.decider.js';
import { AVAILABILITY_READER, type AvailabilityReader } from '../queries/check-availability/availability.reader.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const valuesOf = (body: unknown): AppointmentFormValues => {
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const machines = raw.selectedMachines;
  return {
    userType: text(raw.userType),
    institute: text(raw.institute),
    name: text(raw.name),
    contact: text(raw.contact),
    email: text(raw.email),
    date: text(raw.date),
    timeFrom: text(raw.timeFrom),
    timeTo: text(raw.timeTo),
    selectedMachines: Array.isArray(machines) ? machines.map(text) : [],
  };
};

/** A machine of the older form by its checkbox id, or a catalogue facility id. */
const facilityOf = (id: string): { lab: string; facilityId: string } | undefined => {
  const machine = findAppointmentMachine(id);
  if (machine) return { lab: machine.lab, facilityId: machine.facilityId };
  const located = locateFacility(id);
  return located && { lab: located.lab.id, facilityId: located.facility.id };
};

/**
 * The older appointment form (spec 2, 7): mapped onto the booking engine, so its requests
 * meet the same rules and the same lab-day invariant as the booking form's: its availability
 * is the same reader's answer, its request the same command.
 */
@Controller('api')
export class AppointmentsController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(AVAILABILITY_READER) private readonly reader: AvailabilityReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('machines/availability')
  async availability(@Query() query: Record<string, unknown>): Promise<MachinesAvailabilityResponse & { success: true }> {
    const date = text(query.date);
    const slots = appointmentToBookingSlots(text(query.timeFrom), text(query.timeTo));
    const machines = text(query.machines).split(',').map((m) => m.trim()).filter((m) => m !== '');
    const facilities = machines.map(facilityOf);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || machines.length === 0) {
      throw new RequestValidationError(APPOINTMENT_MESSAGES.fillAllFields, { query: APPOINTMENT_MESSAGES.fillAllFields });
    }
    if (!slots) throw new RequestValidationError(APPOINTMENT_MESSAGES.timeRangeInvalid, { timeFrom: APPOINTMENT_MESSAGES.timeRangeInvalid });
    if (facilities.some((f) => f === undefined)) {
      throw new RequestValidationError(APPOINTMENT_MESSAGES.fillAllFields, { machines: APPOINTMENT_MESSAGES.fillAllFields });
    }
    const byLab = new Map<string, string[]>();
    for (const f of facilities) if (f) byLab.set(f.lab, [...(byLab.get(f.lab) ?? []), f.facilityId]);
    let available = true;
    for (const [lab, ids] of byLab) {
      if ((await this.reader.taken(lab, date, pairsOf(slots, ids))).length > 0) available = false;
    }
    return available
      ? { success: true, available }
      : { success: true, available, message: APPOINTMENT_MESSAGES.machineUnavailable };
  }

  @Post('appointments')
  @HttpCode(201)
  @UseGuards(PublicWriteThrottleGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async create(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<CreateAppointmentResponse> {
    const values = valuesOf(body);
    const formError = validateAppointmentForm(values);
    if (formError !== undefined) throw new RequestValidationError(formError, { form: formError });
    const bookingBody = appointmentToBookingRequest(values);
    if (!bookingBody) {
      throw new RequestValidationError(APPOINTMENT_MESSAGES.fillAllFields, { selectedMachines: APPOINTMENT_MESSAGES.fillAllFields });
    }
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(bookingBody, day.today, { hasSlotStarted: day.hasSlotStarted });
    if (!parsed.ok) throw new RequestValidationError(Object.values(parsed.errors)[0] ?? parsed.message, parsed.errors);
    const { bookingId, run } = requestBooking(parsed.value, this.config.centreTimezone, commandContextOf(request, response, actor));
    try {
      const { position } = await this.commandBus.execute(run);
      return { success: true, message: APPOINTMENT_MESSAGES.submitted, bookingId, position };
    } catch (error: unknown) {
      if (error instanceof BookingConflictError) {
        throw new BookingConflictError(error.conflicts, APPOINTMENT_MESSAGES.machineUnavailable);
      }
      throw error;
    }
  }
}
