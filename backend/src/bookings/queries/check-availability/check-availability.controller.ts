import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import {
  AVAILABILITY_MESSAGES,
  describeConflict,
  parseAvailabilityRequest,
  todayIn,
  type CheckAvailabilityResponse,
} from '@centre/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { LeanRoute } from '../../../shared/http/lean-routes.js';
import { pairsOf } from '../../domain/lab-day.decider.js';
import { AVAILABILITY_READER, type AvailabilityReader } from './availability.reader.js';

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
  async check(@Body() body: unknown): Promise<CheckAvailabilityResponse> {
    const parsed = parseAvailabilityRequest(body, todayIn(this.config.centreTimezone, this.clock.now()));
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { lab, date, slots, facilityIds } = parsed.value;
    const taken = await this.reader.taken(lab, date, pairsOf(slots, facilityIds));
    return {
      success: true,
      available: taken.length === 0,
      message: taken.length === 0 ? AVAILABILITY_MESSAGES.available : AVAILABILITY_MESSAGES.conflict,
      conflicts: taken.map(describeConflict),
    };
  }
}
