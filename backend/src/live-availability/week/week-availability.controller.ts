import { Controller, Get, Header, Inject, Optional, Query } from '@nestjs/common';
import {
  AVAILABILITY_WEEK_PATH,
  addDays,
  availabilityWeekOfRows,
  findLab,
  gridFields,
  messageText,
  parseAvailabilityWeekQuery,
  takenRowsAmong,
  weekDates,
  type AvailabilityWeekResponse,
} from '@centre/contracts';
import { getOccupancyCells, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../../bookings/index.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../../read-models/index.js';
import { centreDayAt } from '../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ApiError, RequestValidationError } from '../../shared/http/http-errors.js';

/**
 * Shared caches may keep a week for a few seconds: the grid follows each day live on the socket
 * right after, and every booking is decided on its lab-day stream, never on this answer.
 */
export const WEEK_CACHE_CONTROL = 'public, max-age=5, must-revalidate';

/** Longer than a healthy read of seven lab-days ever takes; a visitor never waits on an outage. */
const READ_MODEL_WAIT_MS = 1000;

/**
 * GET /api/availability/week?lab=&from=: a lab's week of facility × slot cells, read from the
 * occupancy read model in one round trip, the cells as contracts' grid model reads them.
 */
@Controller()
export class WeekAvailabilityController {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CURRENT_CATALOGUE) private readonly catalogue?: CurrentCatalogueReader,
  ) {}

  @Get(AVAILABILITY_WEEK_PATH)
  @Header('Cache-Control', WEEK_CACHE_CONTROL)
  async week(@Query() query: Record<string, unknown>): Promise<AvailabilityWeekResponse> {
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const { horizonDays } = this.config.bookingLimits;
    const parsed = parseAvailabilityWeekQuery(query, day.today, horizonDays);
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    // A read model still filling at start would show taken cells as free: say so instead.
    if (this.config.projectionsMode === 'inline' && !this.host.isReady()) throw unavailable();
    // The rows are the current catalogue's (added facilities shown, retired ones gone), as this
    // process keeps it: no read of its own. Without the catalogue slice, the spec's.
    const lab = (await this.catalogue?.bookable())?.find((l) => l.id === parsed.value.lab) ?? findLab(parsed.value.lab)!;
    // Only the grid's cells, and only whether each is held: no booking's id leaves the store.
    const days = await getOccupancyCells(this.store, lab.id, weekDates(parsed.value.from), gridFields(lab), {
      timeoutMs: READ_MODEL_WAIT_MS,
    }).catch(() => {
      throw unavailable();
    });
    const labDays = days.map(({ values, ...day }) => ({ ...day, taken: takenRowsAmong(lab, values) }));
    return availabilityWeekOfRows(
      parsed.value,
      labDays,
      { hasSlotStarted: day.hasSlotStarted, lastBookable: addDays(day.today, horizonDays) },
      lab,
    );
  }
}

const unavailable = (): ApiError =>
  new ApiError('UNAVAILABLE', 503, messageText('availability.checkFailed'), 'availability.checkFailed');
