import type { FacilityLookup } from '../bookings/booking-rules.js';
import type { Actor } from '../events/event-envelope.js';
import { facilityImage } from './facility-categories.js';
import { LABS, facilityName, type Facility, type Lab, type LabId } from './labs.js';
import type { CatalogueEvent, FacilityDescription } from './catalogue-events.js';

/** Who retired a facility, when and why: kept, so its page and its old bookings still say so. */
export interface Retirement {
  reason: string;
  retiredBy: string;
  retiredAt: string;
}

/** A facility of the current catalogue: the spec's fields and what the console adds to them. */
export interface CatalogueFacility extends Facility {
  description: string;
  specs: readonly string[];
  /** The admin's picture; null: the category's (which `image` then is). */
  photo: string | null;
  /** Null while it can be booked. */
  retired: Retirement | null;
}

export interface CatalogueLab {
  id: LabId;
  name: string;
  /** In the order they were added, retired ones included (marked). */
  facilities: readonly CatalogueFacility[];
}

/** The catalogue as it is now: the spec's catalogue folded with every catalogue event. */
export type Catalogue = readonly CatalogueLab[];

const seedFacility = (facility: Facility): CatalogueFacility => ({ ...facility, description: '', specs: [], photo: null, retired: null });

/** The spec's catalogue, as the fold's starting state: no event, no change. */
export const SEED_CATALOGUE: Catalogue = LABS.map((lab) => ({ id: lab.id, name: lab.name, facilities: lab.facilities.map(seedFacility) }));

const SEED_LABS: ReadonlyMap<string, CatalogueLab> = new Map(SEED_CATALOGUE.map((lab) => [lab.id, lab] as const));

/** A lab as the spec's catalogue has it (a read model's document before any event); undefined for an unknown lab. */
export const seedCatalogueLab = (labId: string): CatalogueLab | undefined => SEED_LABS.get(labId);

const byWhom = (actor: Actor): string => (actor.kind === 'user' ? actor.email : actor.kind);

const described = (description: FacilityDescription): Omit<CatalogueFacility, 'id' | 'trainingRequired' | 'retired'> => ({
  name: description.name,
  description: description.description,
  specs: [...description.specs],
  photo: description.photo,
  category: description.category,
  image: description.photo ?? facilityImage(description.category),
  lentWithAnother: description.lentWithAnother,
});

const changeFacility = (lab: CatalogueLab, facilityId: string, change: (f: CatalogueFacility) => CatalogueFacility | null): CatalogueLab => {
  const index = lab.facilities.findIndex((f) => f.id === facilityId);
  const current = lab.facilities[index];
  if (current === undefined) return lab;
  const next = change(current);
  if (next === null) return lab;
  return { ...lab, facilities: lab.facilities.map((f, i) => (i === index ? next : f)) };
};

/**
 * One lab's catalogue after one event (events of other labs leave it as it was). Pure, and the
 * same event twice leaves what it left once: an addition is known by its id, a retirement by
 * the one already recorded, an edit and a training change set values. Returns the lab it was
 * given when nothing changes.
 */
export const evolveCatalogueLab = (lab: CatalogueLab, event: CatalogueEvent): CatalogueLab => {
  if (event.data.labId !== lab.id) return lab;
  switch (event.type) {
    case 'FacilityAdded': {
      const { facilityId, trainingRequired } = event.data;
      if (lab.facilities.some((f) => f.id === facilityId)) return lab;
      const facility: CatalogueFacility = { id: facilityId, ...described(event.data), trainingRequired, retired: null };
      return { ...lab, facilities: [...lab.facilities, facility] };
    }
    case 'FacilityEdited':
      return changeFacility(lab, event.data.facilityId, (f) => ({ ...f, ...described(event.data) }));
    case 'FacilityRetired':
      return changeFacility(lab, event.data.facilityId, (f) =>
        f.retired ? null : { ...f, retired: { reason: event.data.reason, retiredBy: byWhom(event.actor), retiredAt: event.occurredAt } },
      );
    case 'TrainingRequirementSet':
    case 'TrainingRequirementCleared': {
      const required = event.type === 'TrainingRequirementSet';
      return changeFacility(lab, event.data.facilityId, (f) => (f.trainingRequired === required ? null : { ...f, trainingRequired: required }));
    }
  }
};

/** The whole catalogue after one event: the one fold of the console's decider and the read model. */
export const evolveCatalogue = (catalogue: Catalogue, event: CatalogueEvent): Catalogue => {
  let changed = false;
  const next = catalogue.map((lab) => {
    const after = evolveCatalogueLab(lab, event);
    changed ||= after !== lab;
    return after;
  });
  return changed ? next : catalogue;
};

/**
 * A facility of the catalogue in any lab, retired ones included, with its lab. Reads bookable
 * labs (GET /api/catalog's) as well: then a retired facility is not found.
 */
export const catalogueFacility = <L extends Lab = CatalogueLab>(
  catalogue: readonly L[],
  facilityId: string,
): { lab: L; facility: L['facilities'][number] } | undefined => {
  for (const lab of catalogue) {
    const facility = lab.facilities.find((f) => f.id === facilityId);
    if (facility) return { lab, facility };
  }
  return undefined;
};

/** What can be booked: the facilities not retired, as the spec's `Lab` (GET /api/catalog, the form). */
export const bookableLab = (lab: CatalogueLab): Lab => ({ id: lab.id, name: lab.name, facilities: lab.facilities.filter((f) => f.retired === null) });

/**
 * The booking decision's check of the asked facilities against the lab's current catalogue:
 * each must be one of the lab's, and not retired. Null when they all are.
 */
export const catalogueRefusal = (
  lab: CatalogueLab,
  facilityIds: readonly string[],
): { code: 'FACILITY_NOT_IN_LAB' | 'FACILITY_RETIRED'; facility?: CatalogueFacility } | null => {
  for (const id of facilityIds) {
    const facility = lab.facilities.find((f) => f.id === id);
    if (!facility) return { code: 'FACILITY_NOT_IN_LAB' };
    if (facility.retired) return { code: 'FACILITY_RETIRED', facility };
  }
  return null;
};

// A `Lab` reads as well as a `CatalogueLab`: the form and the console hold GET /api/catalog's labs.
const facilityIn = (lab: Lab, facilityId: string): Facility | undefined => lab.facilities.find((f) => f.id === facilityId);

/**
 * A facility's name as the lab's current catalogue has it (retired ones included): what a
 * request's event, its mails and lists, and a refusal name it by. The spec's name (or the id)
 * for one the lab does not hold.
 */
export const facilityNameIn = (lab: Lab | undefined) => (facilityId: string): string =>
  (lab && facilityIn(lab, facilityId)?.name) ?? facilityName(facilityId);

/** The form's rules' lookup over these labs (GET /api/catalog's): which facilities a lab holds now. */
export const facilityLookupIn =
  (labs: readonly Lab[]): FacilityLookup =>
  (labId, facilityId) =>
    labs.find((l) => l.id === labId)?.facilities.find((f) => f.id === facilityId);

/** What a request's event records of the names it was made with (nothing without the lab's catalogue). */
export const namesRecordedIn = (lab: Lab | undefined, facilityIds: readonly string[]): { facilityNames?: string[] } =>
  lab ? { facilityNames: facilityIds.map(facilityNameIn(lab)) } : {};

/**
 * A facility's name among these labs (GET /api/catalog's: one added in the console too), found
 * by its id alone (ids are unique across labs); the spec's name (or the id) for one they lack.
 */
export const facilityNameAmong =
  (labs: readonly Lab[]) =>
  (facilityId: string): string =>
    facilityNameIn(labs.find((l) => facilityIn(l, facilityId) !== undefined))(facilityId);

/** Whether a facility of the lab goes out only with another (the current catalogue's word). */
export const lentWithAnotherIn = (lab: Lab) => (facilityId: string): boolean => facilityIn(lab, facilityId)?.lentWithAnother === true;

/** Whether a facility of the lab needs training now (the current catalogue's word, not the spec's). */
export const trainingRequiredIn = (lab: Lab) => (facilityId: string): boolean => facilityIn(lab, facilityId)?.trainingRequired === true;

/**
 * The bookable facilities that need training now, by lab (labs with none left out): what a
 * qualification may be granted for and what the console's Training screen lists. Given
 * `bookableLab`s (GET /api/catalog's labs), so a retired facility takes no new qualification.
 */
export const trainingFacilitiesIn = (labs: readonly Lab[]): ReadonlyArray<{ lab: LabId; facilities: readonly Facility[] }> =>
  labs
    .map((lab) => ({ lab: lab.id, facilities: lab.facilities.filter((f) => trainingRequiredIn(lab)(f.id)) }))
    .filter((entry) => entry.facilities.length > 0);

/** Whether any bookable facility of that id needs training now (the form's note, the grant's check). */
export const needsTrainingIn = (labs: readonly Lab[]) => (facilityId: string): boolean => labs.some((lab) => trainingRequiredIn(lab)(facilityId));
