import {
  SEED_CATALOGUE,
  catalogueFacility,
  evolveCatalogue,
  facilityName,
  type Catalogue,
  type CatalogueEvent,
  type CatalogueFacility,
  type FacilityAddedV1Data,
  type FacilityDescription,
  type FacilityEditedV1Data,
  type FacilityRetiredV1Data,
  type NewEvent,
  type TrainingRequirementV1Data,
} from '@centre/contracts';
import { CatalogueError } from './catalogue.errors.js';

/**
 * The catalogue stream as a pure decider: admins add, edit and retire facilities and set their
 * training requirement. What is typed was checked by contracts' parsers; the stream judges what
 * only it knows (whether the facility is there, in that lab, retired, or its id taken).
 */

export type CatalogueCommand =
  | { type: 'AddFacility'; data: FacilityAddedV1Data }
  | { type: 'EditFacility'; data: FacilityEditedV1Data }
  | { type: 'RetireFacility'; data: FacilityRetiredV1Data }
  | { type: 'SetTrainingRequirement'; data: TrainingRequirementV1Data & { required: boolean } };

export type CatalogueDecision =
  | NewEvent<'FacilityAdded', 1, FacilityAddedV1Data>
  | NewEvent<'FacilityEdited', 1, FacilityEditedV1Data>
  | NewEvent<'FacilityRetired', 1, FacilityRetiredV1Data>
  | NewEvent<'TrainingRequirementSet', 1, TrainingRequirementV1Data>
  | NewEvent<'TrainingRequirementCleared', 1, TrainingRequirementV1Data>;

export const initialState = (): Catalogue => SEED_CATALOGUE;

/** Contracts' one fold: the stream's state is what the read model holds. */
export const evolve = (state: Catalogue, event: CatalogueEvent): Catalogue => evolveCatalogue(state, event);

/** The facility of that lab an admin acts on; a retired one may only be retired again (nothing). */
const existing = (state: Catalogue, labId: string, facilityId: string, retiredAllowed = false): CatalogueFacility => {
  const found = catalogueFacility(state, facilityId);
  if (!found || found.lab.id !== labId) throw new CatalogueError('FACILITY_NOT_FOUND');
  if (found.facility.retired && !retiredAllowed) throw new CatalogueError('FACILITY_RETIRED');
  return found.facility;
};

const sameDescription = (f: CatalogueFacility, d: FacilityDescription): boolean =>
  f.name === d.name &&
  f.description === d.description &&
  f.photo === d.photo &&
  f.category === d.category &&
  f.lentWithAnother === d.lentWithAnother &&
  f.specs.length === d.specs.length &&
  f.specs.every((s, i) => s === d.specs[i]);

export const decide = (command: CatalogueCommand, state: Catalogue): CatalogueDecision[] => {
  const { data } = command;
  switch (command.type) {
    case 'AddFacility':
      // An id the spec's retired rows name is taken too: old bookings read their name by it.
      if (catalogueFacility(state, data.facilityId) || facilityName(data.facilityId) !== data.facilityId) throw new CatalogueError('FACILITY_ID_TAKEN');
      return [{ type: 'FacilityAdded', version: 1, data: command.data }];
    case 'EditFacility':
      return sameDescription(existing(state, data.labId, data.facilityId), command.data) ? [] : [{ type: 'FacilityEdited', version: 1, data: command.data }];
    case 'RetireFacility':
      // Retiring twice records nothing more: the first reason stands.
      return existing(state, data.labId, data.facilityId, true).retired ? [] : [{ type: 'FacilityRetired', version: 1, data: command.data }];
    case 'SetTrainingRequirement': {
      const { required, ...which } = command.data;
      if (existing(state, data.labId, data.facilityId).trainingRequired === required) return [];
      return [{ type: required ? 'TrainingRequirementSet' : 'TrainingRequirementCleared', version: 1, data: which }];
    }
  }
};
