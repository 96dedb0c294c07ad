import { CATALOGUE_STREAM, labOperationsStreamId, type AnyEvent, type CatalogueEvent, type LabOperationEvent, type RecordedEvent } from '@centre/contracts';
import {
  application,
  approved,
  contactMessage,
  qualificationGranted,
  qualificationRevoked,
  recorded,
  rejected,
  requested,
} from './events.js';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): logs that are the same on every run. */
export const seeded = (seed: number) => {
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
};

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00'];
const FACILITIES = ['fab-prusa-mk4-1', 'fab-ultimaker-s5', 'unknown-facility'];
const BOOKERS = ['asha@example.com', 'ravi@example.org', 'meera@example.in', 'kiran@example.com'];
const TRAINED = ['fab-trotec-speedy-360', 'fab-bosch-gts-10-table-saw', 'bio-bd-accuri-c6'];
const DAYS = ['FabricationLab', 'BioLab'].flatMap((lab) => ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ lab, date })));

const STAFF = { kind: 'user', userId: 'u-admin', email: 'admin@centre.example', role: 'admin' } as const;
const OPERATION_LABS = [null, 'FabricationLab', 'BioLab'] as const;

/**
 * The step's lab operation: in turn a closure declared (of the centre or a lab), an outage
 * declared, the last closure lifted and the last outage ended; each on its lab's stream.
 */
const labOperation = (step: number, at: string, declared: { closures: string[]; outages: string[] }): { event: AnyEvent; streamId: string } => {
  const labId = OPERATION_LABS[step % OPERATION_LABS.length] ?? null;
  const lab = labId ?? 'FabricationLab';
  const envelope = <E extends LabOperationEvent>(type: E['type'], data: E['data'], on: string | null): { event: AnyEvent; streamId: string } => ({
    event: { type, version: 1, eventId: `e-${step}`, occurredAt: at, actor: STAFF, correlationId: `c-${step}`, data },
    streamId: labOperationsStreamId(on),
  });
  const lastClosure = declared.closures.at(-1);
  const lastOutage = declared.outages.at(-1);
  switch (Math.floor(step / 3) % 4) {
    case 2:
      if (lastClosure) return envelope('ClosureLifted', { closureId: lastClosure, labId: null }, null);
      break;
    case 3:
      if (lastOutage) return envelope('OutageEnded', { outageId: lastOutage, labId: 'FabricationLab', at: '2026-12-02T11:00' }, 'FabricationLab');
      break;
    case 1:
      declared.outages.push(`o-${step}`);
      return envelope(
        'OutageDeclared',
        { outageId: `o-${step}`, labId: 'FabricationLab', facilityId: 'fab-prusa-mk4-1', from: '2026-12-02T10:00', until: '2026-12-02T13:00', kind: 'repair', reason: `repair ${step}` },
        'FabricationLab',
      );
  }
  if (labId === null) declared.closures.push(`k-${step}`);
  return envelope('ClosureDeclared', { closureId: `k-${step}`, labId, from: '2026-12-03', to: '2026-12-03', reason: `closed ${step} (${lab})` }, labId);
};

const CATALOGUE_LABS = ['BioLab', 'FabricationLab', 'MediaLab'] as const;

/** The step's catalogue change, in turn over three labs: added, training set, edited, training cleared, retired. */
const catalogueChange = (step: number, at: string): AnyEvent => {
  const labId = CATALOGUE_LABS[step % CATALOGUE_LABS.length] ?? 'BioLab';
  const facilityId = `added-${labId.toLowerCase()}`;
  const described = { name: `Added ${step}`, description: `d ${step}`, specs: [`s ${step}`], photo: null, category: 'lab-instrument', lentWithAnother: false } as const;
  const envelope = <E extends CatalogueEvent>(type: E['type'], data: E['data']): AnyEvent => ({ type, version: 1, eventId: `e-${step}`, occurredAt: at, actor: STAFF, correlationId: `c-${step}`, data });
  switch (Math.floor(step / 3) % 5) {
    case 1:
      return envelope('TrainingRequirementSet', { facilityId, labId });
    case 2:
      return envelope('FacilityEdited', { facilityId, labId, ...described, specs: [...described.specs] });
    case 3:
      return envelope('TrainingRequirementCleared', { facilityId, labId });
    case 4:
      return envelope('FacilityRetired', { facilityId, labId, reason: `retired ${step}` });
  }
  return envelope('FacilityAdded', { facilityId, labId, ...described, specs: [...described.specs], trainingRequired: false });
};

/**
 * A log with what a real one can hold, for every event type of the centre: requests that
 * overlap (each takes only its free cells), a request repeated with other details, decisions
 * on unknown bookings, decisions taken twice or reversed, notes and empty notes, contact
 * messages and applications (each its own stream of one event, as the log allows), closures and
 * outages declared, lifted and ended (on their labs' streams), training qualifications granted,
 * renewed and revoked (revokes of ones never granted too), catalogue changes, in log order.
 */
export const centreLog = (seed: number, steps: number): RecordedEvent[] => {
  const { next, pick } = seeded(seed);
  const bookings: Array<{ id: string; lab: string; date: string }> = [];
  const events: RecordedEvent[] = [];
  const declared = { closures: [] as string[], outages: [] as string[] };
  for (let step = 0; step < steps; step += 1) {
    const at = new Date(Date.UTC(2026, 10, 1) + step * 60_000).toISOString();
    const roll = next();
    const known = bookings.length > 0 ? pick(bookings) : null;
    let event;
    if (roll < 0.4 || !known) {
      const day = pick(DAYS);
      const booking = { id: `b-${step}`, ...day };
      bookings.push(booking);
      const slots = SLOTS.filter(() => next() < 0.4);
      const facilityIds = FACILITIES.filter(() => next() < 0.5);
      event = requested(
        { bookingId: booking.id, ...day, slots: slots.length ? slots : ['09:00'], facilityIds: facilityIds.length ? facilityIds : ['fab-prusa-mk4-1'], name: `Booker ${step}` },
        at,
      );
    } else if (roll < 0.45) {
      event = requested({ bookingId: known.id, lab: known.lab, date: known.date, slots: [pick(SLOTS)], facilityIds: [pick(FACILITIES)], name: 'Someone else' }, at);
    } else if (roll < 0.5) {
      event = approved(`b-unknown-${step}`, 'ok', at, { lab: known.lab, date: known.date });
    } else if (roll < 0.85) {
      const notes = next() < 0.5 ? '' : `notes ${step}`;
      event = (next() < 0.6 ? approved : rejected)(known.id, notes, at, { lab: known.lab, date: known.date });
    } else if (roll < 0.93) {
      event = contactMessage({ messageId: `m-${step}`, subject: `Question ${step}` }, at);
    } else if (roll < 0.96) {
      event = application({ applicationId: `a-${step}`, companyName: `Company ${step}` }, at);
    } else if (roll < 0.98 && step % 4 === 3) {
      // Every fourth of these steps a catalogue change (on the catalogue's stream), so no other draw moves.
      events.push(recorded(catalogueChange(step, at), step + 1, CATALOGUE_STREAM));
      continue;
    } else if (roll < 0.98) {
      const operation = labOperation(step, at, declared);
      events.push(recorded(operation.event, step + 1, operation.streamId));
      continue;
    } else if (next() < 0.7) {
      event = qualificationGranted(pick(BOOKERS), pick(TRAINED), next() < 0.5 ? null : '2026-12-31', at);
    } else {
      event = qualificationRevoked(pick(BOOKERS), pick(TRAINED), at);
    }
    events.push(recorded(event, step + 1));
  }
  return events;
};
