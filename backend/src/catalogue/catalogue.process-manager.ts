import {
  CATALOGUE_STREAM,
  SEED_CATALOGUE,
  addDays,
  bookingFromLog,
  catalogueFacility,
  evolveCatalogue,
  isCatalogueEvent,
  isLabDayEvent,
  labDayStreamId,
  todayIn,
  type BookingRecord,
  type Catalogue,
  type RecordedEvent,
} from '@centre/contracts';
import { SerialReactions, type OperationsProcessDeps } from '../operations/index.js';

export interface CatalogueProcessDeps extends Pick<OperationsProcessDeps, 'events' | 'cancel' | 'flag' | 'now' | 'timezone' | 'log'> {
  /** How far ahead a booking can be: a retirement looks no further for the bookings it catches. */
  horizonDays: number;
}

interface Retirement {
  facilityId: string;
  name: string;
  labId: string;
  reason: string;
}

/** The labs with a facility retired. */
const retiredLabsOf = (catalogue: Catalogue): ReadonlySet<string> =>
  new Set(catalogue.flatMap((lab) => (lab.facilities.some((facility) => facility.retired !== null) ? [lab.id] : [])));

/** The once-only key part of a retirement (a facility is retired once). */
const retirementId = (facilityId: string): string => `retired-${facilityId}`;

/**
 * The process manager of retirements (DESIGN section 10), the lab operations' twin in what it
 * does with a booking (the same actions, from the operations slice): a facility retired on the
 * catalogue stream cannot refuse a booking already on a lab-day stream, nor one requested while
 * the retirement was on its way to the read model the request reads. This finds them, from the
 * streams themselves, and acts: an undecided booking naming the facility, from today on, is
 * cancelled with the admin's reason mailed; an approved one stays, and its booker and the
 * reviewers are told once.
 *
 * Both sides react, as with an outage: to a retirement, by reading the lab-days from today to
 * the booking horizon; to a booking requested, confirmed or approved, by checking its facilities
 * against the retirements this has folded. Whichever is appended second, its reaction sees the
 * first. No checkpoint: at start it sweeps every retirement, then follows the log from the head
 * it read before the sweep; a second cancellation is refused by the lab-day stream, a notice is
 * recorded once by key, so a restart or a second instance repeats nothing.
 */
export class CatalogueProcessManager {
  private readonly reactions = new SerialReactions('Catalogue', (message) => this.deps.log?.(message));
  /** The catalogue as this has folded its stream (the same fold as everywhere): names and retirements. */
  private catalogue: Catalogue = SEED_CATALOGUE;
  /** The labs of `catalogue` with a facility retired, kept with it: every booking asks. */
  private retiredLabs: ReadonlySet<string> = retiredLabsOf(SEED_CATALOGUE);

  constructor(private readonly deps: CatalogueProcessDeps) {}

  async start(): Promise<void> {
    await this.reactions.start(this.deps.events, (recorded) => this.onEvent(recorded), () => this.sweep());
  }

  async stop(): Promise<void> {
    await this.reactions.stop();
    this.fold(SEED_CATALOGUE);
  }

  /** Resolves once every reaction enqueued so far has run (tests, and a clean stop). */
  idle(): Promise<void> {
    return this.reactions.idle();
  }

  /** Every retirement on the catalogue stream, over the lab-days still to come. */
  async sweep(): Promise<void> {
    const { events } = await this.deps.events.readStream(CATALOGUE_STREAM);
    const catalogueEvents = events.flatMap(({ event }) => (isCatalogueEvent(event) ? [event] : []));
    this.fold(catalogueEvents.reduce(evolveCatalogue, this.catalogue));
    for (const event of catalogueEvents) {
      const retirement = event.type === 'FacilityRetired' ? this.retirementOf(event.data.facilityId, event.data.labId) : undefined;
      if (retirement) await this.onRetirement(retirement);
    }
  }

  private async onEvent({ event, streamId }: RecordedEvent): Promise<void> {
    if (streamId === CATALOGUE_STREAM && isCatalogueEvent(event)) {
      // Idempotent: an event the sweep already folded changes nothing.
      this.fold(evolveCatalogue(this.catalogue, event));
      const retirement = event.type === 'FacilityRetired' ? this.retirementOf(event.data.facilityId, event.data.labId) : undefined;
      if (retirement) await this.onRetirement(retirement);
      return;
    }
    if (isLabDayEvent(event) && (event.type === 'BookingRequested' || event.type === 'BookingConfirmed' || event.type === 'BookingApproved')) {
      const { lab, date, bookingId } = event.data;
      // Nothing in the lab retired, nothing to find: no stream to read and fold (every booking
      // comes here, and reading its lab-day was a sixth of the event loop under booking load).
      if (!this.retiredLabs.has(lab)) return;
      if (date < todayIn(this.deps.timezone, this.deps.now())) return;
      const found = bookingFromLog(bookingId, (await this.deps.events.readStream(labDayStreamId(lab, date))).events);
      if (!found) return;
      const retirement = found.record.facilityIds.map((id) => this.retirementOf(id, lab)).find((r) => r !== undefined);
      if (retirement) await this.act(found.record, retirement);
    }
  }

  private fold(catalogue: Catalogue): void {
    this.catalogue = catalogue;
    this.retiredLabs = retiredLabsOf(catalogue);
  }

  /** The facility's retirement, when the catalogue folded so far has it retired in that lab. */
  private retirementOf(facilityId: string, labId: string): Retirement | undefined {
    const found = catalogueFacility(this.catalogue, facilityId);
    if (!found || found.lab.id !== labId || !found.facility.retired) return undefined;
    return { facilityId, name: found.facility.name, labId, reason: found.facility.retired.reason };
  }

  private async onRetirement(retirement: Retirement): Promise<void> {
    const today = todayIn(this.deps.timezone, this.deps.now());
    for (let day = 0; day <= this.deps.horizonDays; day += 1) {
      const { events } = await this.deps.events.readStream(labDayStreamId(retirement.labId, addDays(today, day)));
      const ids = new Set(events.flatMap(({ event }) => (isLabDayEvent(event) && event.type === 'BookingRequested' && event.data.facilityIds.includes(retirement.facilityId) ? [event.data.bookingId] : [])));
      for (const id of ids) {
        const record = bookingFromLog(id, events)?.record;
        if (record) await this.act(record, retirement);
      }
    }
  }

  private async act(record: BookingRecord, retirement: Retirement): Promise<void> {
    const words = `${retirement.name} — retired: ${retirement.reason}`;
    const caught = { operationId: retirementId(retirement.facilityId), kind: 'retirement', words } as const;
    if (record.status === 'requested' || record.status === 'pending') await this.deps.cancel(record.id, caught);
    else if (record.status === 'approved') await this.deps.flag(record, caught);
  }
}
