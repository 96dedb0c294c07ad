import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  AVAILABILITY_MESSAGES,
  locateFacility,
  parseAvailabilityRequest,
  slotLabel,
  todayIn,
} from '@centre/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { LeanRoute } from '../../../shared/http/lean-routes.js';
import { pairsOf } from '../../domain/lab-day.decider.js';
import { AVAILABILITY_READER, type AvailabilityReader } from './availability.reader.js';

export interface AvailabilityConflict {
  slotId: string;
  facilityId: string;
  slotLabel: string;
  facilityName: string;
}

/** POST /api/check-availability: the live banner and the popup (spec 7). */
@Controller('api')
export class CheckAvailabilityController {
  constructor(
    @Inject(AVAILABILITY_READER) private readonly reader: AvailabilityReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('check-availability')
  @HttpCode(200)
  @LeanRoute()
  async check(
    @Body() body: unknown,
  ): Promise<{ success: true; available: boolean; message: string; conflicts: AvailabilityConflict[] }> {
    const parsed = parseAvailabilityRequest(body, todayIn(this.config.centreTimezone, this.clock.now()));
    if (!parsed.ok) throw new RequestValidationError(parsed.message, parsed.errors);
    const { lab, date, slots, facilityIds } = parsed.value;
    const taken = await this.reader.taken(lab, date, pairsOf(slots, facilityIds));
    return {
      success: true,
      available: taken.length === 0,
      message: taken.length === 0 ? AVAILABILITY_MESSAGES.available : AVAILABILITY_MESSAGES.conflict,
      conflicts: taken.map((t) => ({
        ...t,
        slotLabel: slotLabel(t.slotId) ?? t.slotId,
        facilityName: locateFacility(t.facilityId)?.facility.name ?? t.facilityId,
      })),
    };
  }
}
