import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  AVAILABILITY_WEEK_PATH,
  TIME_SLOTS,
  addDays,
  availabilityWeekOfRows,
  findLab,
  gridFields,
  messageText,
  parseAvailabilityWeekQuery,
  takenRowsAmong,
  weekDates,
  type AvailabilityWeekResponse,
  type Lab,
} from '@centre/contracts';
import { getOccupancyCells, getGridPositions, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../../read-models/index.js';
import { centreDayAt } from '../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { FastAnswer, type FastHandler, type FastRequest, type FastRoute } from '../../shared/http/fast-routes.js';
import { ApiError, RequestValidationError } from '../../shared/http/http-errors.js';
import { WeekAnswers } from './week-answers.js';

/**
 * Shared caches may keep a week for a few seconds: the grid follows each day live on the socket
 * right after, and every booking is decided on its lab-day stream, never on this answer.
 */
export const WEEK_CACHE_CONTROL = 'public, max-age=5, must-revalidate';

/** Longer than a healthy read of seven lab-days ever takes; a visitor never waits on an outage. */
const READ_MODEL_WAIT_MS = 1000;

/**
 * GET /api/availability/week?lab=&from=: a lab's week of facility × slot cells, read from the
 * occupancy and lab-operations read models in one round trip, the cells as contracts' grid
 * model reads them. Every visitor opening the grid asks it, so it is served ahead of Express
 * (see fast-routes.ts); it needs nothing of a request but its query.
 */
@Injectable()
export class WeekAvailability implements FastHandler {
  /** Each kept week with the catalogue lab it was built with. */
  private readonly answers = new WeekAnswers<{ lab: Lab; week: AvailabilityWeekResponse }>();

  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CURRENT_CATALOGUE) private readonly catalogue?: CurrentCatalogueReader,
  ) {}

  async handle({ query, headers, response }: FastRequest): Promise<AvailabilityWeekResponse | FastAnswer> {
    const { answer, tag } = await this.week(query);
    response.setHeader('Cache-Control', WEEK_CACHE_CONTROL);
    response.setHeader('ETag', tag);
    return revalidates(headers['if-none-match'], tag) ? new FastAnswer(304, null) : answer;
  }

  /** The week, and its entity tag: the question and the read-model positions it was built at (no hash of the body needed). */
  async week(query: Record<string, unknown>): Promise<{ answer: AvailabilityWeekResponse; tag: string }> {
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const { horizonDays } = this.config.bookingLimits;
    const parsed = parseAvailabilityWeekQuery(query, day.today, horizonDays);
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    // A read model still filling at start would show taken cells as free: say so instead.
    if (this.config.projectionsMode === 'inline' && !this.host.isReady()) throw unavailable();
    // The rows are the current catalogue's (added facilities shown, retired ones gone), as this
    // process keeps it: no read of its own. Without the catalogue slice, the spec's.
    const lab = (await this.catalogue?.bookable())?.find((l) => l.id === parsed.value.lab) ?? findLab(parsed.value.lab)!;
    const lastBookable = addDays(day.today, horizonDays);
    // Besides the read models, the answer depends on the clock through today's started slots
    // (a week from a later day has none) and the horizon's last date.
    const started = parsed.value.from === day.today ? TIME_SLOTS.filter((s) => day.hasSlotStarted(s.id, day.today)).length : 0;
    const asked = `${lab.id}|${parsed.value.from}|${day.today}|${started}|${lastBookable}`;
    const options = { timeoutMs: READ_MODEL_WAIT_MS };
    const kept = this.answers.get(asked);
    // A kept week is of the catalogue it was built with: the kept catalogue hands out the same lab
    // object until the catalogue changes.
    if (kept && kept.answer.lab === lab && kept.at === (await getGridPositions(this.store, options).catch(fail))) return { answer: kept.answer.week, tag: tagOf(asked, kept.at) };
    // Only the grid's cells, and only whether each is held: no booking's id leaves the store.
    const days = await getOccupancyCells(this.store, lab.id, weekDates(parsed.value.from), gridFields(lab), options).catch(fail);
    const labDays = days.map(({ values, ...day }) => ({ ...day, taken: takenRowsAmong(lab, values) }));
    const answer = availabilityWeekOfRows(parsed.value, labDays, { hasSlotStarted: day.hasSlotStarted, lastBookable }, lab);
    const at = days[0]?.readModelsAt ?? '';
    this.answers.set(asked, { at, answer: { lab, week: answer } });
    return { answer, tag: tagOf(asked, at) };
  }
}

const tagOf = (asked: string, at: string): string => `W/"${asked}@${at}"`;

/** Whether the client's If-None-Match names this tag (weak comparison, as for a GET). */
const revalidates = (ifNoneMatch: string | undefined, tag: string): boolean =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === tag.slice(2));

const unavailable = (): ApiError =>
  new ApiError('UNAVAILABLE', 503, messageText('availability.checkFailed'), 'availability.checkFailed');

const fail = (): never => {
  throw unavailable();
};

export const WEEK_AVAILABILITY_ROUTE: FastRoute = { method: 'GET', path: AVAILABILITY_WEEK_PATH, status: 200, handler: WeekAvailability };
