import type { EventEnvelope } from '../events/event-envelope.js';
import type { FacilityCategory } from './facility-categories.js';

/**
 * The catalogue run from the console (DESIGN section 10): the spec's catalogue (labs.ts) is the
 * starting data, and each change an admin makes is one of these events, with its actor, on the
 * catalogue's one stream. Changes are rare and every one may concern any lab (ids are unique
 * across labs), so one stream keeps the id check a decision on one stream.
 */
export const CATALOGUE_STREAM = 'catalogue';

/** How a facility is lent: by the hour on its own, or only with another facility of its booking. */
export const LENDING_MODES = ['hourly', 'with-another'] as const;
export type LendingMode = (typeof LENDING_MODES)[number];

/** What an admin describes of a facility: the same fields when it is added and when it is edited. */
export interface FacilityDescription {
  name: string;
  description: string;
  /** One line each ('Build volume 250 × 210 × 220 mm'). */
  specs: string[];
  /** A picture under /images (a path the site serves); null draws its category's picture. */
  photo: string | null;
  category: FacilityCategory;
  /** The catalogue's `lentWithAnother` notion: a cable, a pen drive goes out only with a device. */
  lentWithAnother: boolean;
}

export interface FacilityAddedV1Data extends FacilityDescription {
  facilityId: string;
  labId: string;
  trainingRequired: boolean;
}

export interface FacilityEditedV1Data extends FacilityDescription {
  facilityId: string;
  labId: string;
}

export interface FacilityRetiredV1Data {
  facilityId: string;
  labId: string;
  /** The admin's words, mailed to the bookers whose future bookings it concerns. */
  reason: string;
}

export interface TrainingRequirementV1Data {
  facilityId: string;
  labId: string;
}

export type FacilityAdded = EventEnvelope<'FacilityAdded', 1, FacilityAddedV1Data>;
export type FacilityEdited = EventEnvelope<'FacilityEdited', 1, FacilityEditedV1Data>;
export type FacilityRetired = EventEnvelope<'FacilityRetired', 1, FacilityRetiredV1Data>;
export type TrainingRequirementSet = EventEnvelope<'TrainingRequirementSet', 1, TrainingRequirementV1Data>;
export type TrainingRequirementCleared = EventEnvelope<'TrainingRequirementCleared', 1, TrainingRequirementV1Data>;

/** The one union of the catalogue stream, at current versions. */
export type CatalogueEvent = FacilityAdded | FacilityEdited | FacilityRetired | TrainingRequirementSet | TrainingRequirementCleared;

export const CATALOGUE_EVENT_TYPES = [
  'FacilityAdded',
  'FacilityEdited',
  'FacilityRetired',
  'TrainingRequirementSet',
  'TrainingRequirementCleared',
] as const satisfies readonly CatalogueEvent['type'][];

export const isCatalogueEvent = (event: { type: string }): event is CatalogueEvent =>
  (CATALOGUE_EVENT_TYPES as readonly string[]).includes(event.type);

/**
 * Prefix of every facility id the console adds. No id of the spec's catalogue (nor of its
 * retired rows) starts with it, so an added facility can never take an id the spec's data or
 * an old booking uses.
 */
export const ADDED_FACILITY_PREFIX = 'added-';
export const addedFacilityId = (unique: string): string => `${ADDED_FACILITY_PREFIX}${unique}`;
