import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  AVAILABILITY_MESSAGES,
  closedSlotsAmong,
  describeConflict,
  facilityLookupIn,
  facilityNameIn,
  operationsRule,
  unavailableCells,
  parseAvailabilityRequest,
  todayIn,
  type CheckAvailabilityResponse,
} from '@centre/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import type { FastHandler, FastRequest, FastRoute } from '../../../shared/http/fast-routes.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../catalogue-lab/catalogue-lab.reader.js';
import { LAB_DAY_OPERATIONS_READER, type LabDayOperationsReader } from '../lab-day-operations/lab-day-operations.reader.js';
import { AVAILABILITY_READER, type AvailabilityReader } from './availability.reader.js';

/**
 * POST /api/check-availability, the live banner's and the popup's question (spec 7): are these
 * slots and facilities free? Asked on every change of the booking form, so it is served ahead
 * of Express (see fast-routes.ts); it needs nothing of a request but its body.
 */
@Injectable()
export class CheckAvailability implements FastHandler {
  constructor(
    @Inject(AVAILABILITY_READER) private readonly reader: AvailabilityReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(LAB_DAY_OPERATIONS_READER) private readonly operations?: LabDayOperationsReader,
    @Optional() @Inject(CURRENT_CATALOGUE) private readonly catalogue?: CurrentCatalogueReader,
  ) {}

  handle({ body }: FastRequest): Promise<CheckAvailabilityResponse> {
    return this.check(body);
  }

  async check(body: unknown): Promise<CheckAvailabilityResponse> {
    // The current catalogue as this process keeps it (no read of its own): a facility added in
    // the console is asked about and named like the spec's; without it, the spec's catalogue.
    const labs = await this.catalogue?.bookable();
    const today = todayIn(this.config.centreTimezone, this.clock.now());
    const parsed = parseAvailabilityRequest(body, today, labs ? { facilityOf: facilityLookupIn(labs) } : {});
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { lab, date, slots, facilityIds } = parsed.value;
    const named = facilityNameIn(labs?.find((l) => l.id === lab));
    // Closures, outages and the lab's current opening hours (lab operations) are read alongside, in the same wait.
    const [taken, operations] = await Promise.all([
      this.reader.taken(lab, date, slots, facilityIds),
      this.operations?.operations(lab, date),
    ]);
    // A slot outside the hours is neither free nor taken (the catalogue's hours when operations are not read).
    const closed = closedSlotsAmong(lab, date, slots, operations?.hours);
    if (closed.length > 0) {
      return { success: true, available: false, message: AVAILABILITY_MESSAGES.closed, conflicts: [], closed };
    }
    const refusal = operations && operationsRule(operations, date, slots, facilityIds, named);
    if (operations && refusal) {
      // A closed day: every asked slot is closed; an outage: its cells are under maintenance.
      const unavailable = unavailableCells(operations, lab, date).filter(
        (c) => slots.includes(c.slotId) && (c.facilityId === null || facilityIds.includes(c.facilityId)),
      );
      return {
        success: true,
        available: false,
        message: refusal.message,
        conflicts: taken.map((cell) => describeConflict(cell, named)),
        ...(refusal.code === 'CLOSED_BY_CLOSURE' && { closed: slots }),
        unavailable,
      };
    }
    return {
      success: true,
      available: taken.length === 0,
      message: taken.length === 0 ? AVAILABILITY_MESSAGES.available : AVAILABILITY_MESSAGES.conflict,
      conflicts: taken.map((cell) => describeConflict(cell, named)),
    };
  }
}

export const CHECK_AVAILABILITY_ROUTE: FastRoute = { method: 'POST', path: '/api/check-availability', status: 200, handler: CheckAvailability };
