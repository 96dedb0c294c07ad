import type { Parsed } from '../operations/operations-api.js';
import { FACILITY_CATEGORIES, type FacilityCategory } from './facility-categories.js';
import { findLab } from './labs.js';
import type { FacilityDescription } from './catalogue-events.js';
import type { CatalogueLab } from './catalogue.js';

/** The console's Catalogue screen (admins): its requests, answers and the checks on what is typed. */

export interface AddFacilityRequest extends FacilityDescription {
  labId: string;
  trainingRequired: boolean;
}

export interface EditFacilityRequest extends FacilityDescription {
  labId: string;
  facilityId: string;
}

export interface RetireFacilityRequest {
  labId: string;
  facilityId: string;
  reason: string;
}

export interface SetTrainingRequirementRequest {
  labId: string;
  facilityId: string;
  required: boolean;
}

/** The whole current catalogue, retired facilities included (marked), lab by lab. */
export interface CatalogueAdminResponse {
  success: true;
  labs: CatalogueLab[];
}

export interface CatalogueCommandResponse {
  success: true;
  /** The facility acted on (the new one's id for an addition). */
  facilityId: string;
  position: number;
}

export const MAX_FACILITY_NAME = 120;
export const MAX_FACILITY_DESCRIPTION = 2_000;
export const MAX_FACILITY_SPECS = 20;
export const MAX_FACILITY_SPEC = 200;
export const MAX_RETIREMENT_REASON = 200;

const FIX = 'Please correct the highlighted fields.';
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const outcome = <T>(errors: Record<string, string>, value: T): Parsed<T> =>
  Object.keys(errors).length > 0 ? { ok: false, message: FIX, errors } : { ok: true, value };

/** A photo is a picture the site serves itself: a path under /images, no address elsewhere. */
const PHOTO = /^\/images\/[\w./-]{1,200}\.(png|jpe?g|webp|svg)$/i;
const FACILITY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Specs as a list, or as the textarea's lines; blank lines dropped. */
const specsOf = (value: unknown): string[] => {
  const lines = Array.isArray(value) ? value.map(text) : text(value).split(/\r?\n/).map((line) => line.trim());
  return lines.filter((line) => line !== '');
};

const describedOf = (input: Record<string, unknown>, errors: Record<string, string>): FacilityDescription => {
  const name = text(input.name);
  const description = text(input.description);
  const specs = specsOf(input.specs);
  const photoText = text(input.photo);
  const category = text(input.category) as FacilityCategory;
  if (name === '') errors.name = 'Please give the facility\'s name.';
  else if (name.length > MAX_FACILITY_NAME) errors.name = `The name must be at most ${MAX_FACILITY_NAME} characters.`;
  if (description.length > MAX_FACILITY_DESCRIPTION) errors.description = `The description must be at most ${MAX_FACILITY_DESCRIPTION} characters.`;
  if (specs.length > MAX_FACILITY_SPECS) errors.specs = `At most ${MAX_FACILITY_SPECS} spec lines.`;
  else if (specs.some((s) => s.length > MAX_FACILITY_SPEC)) errors.specs = `Each spec line must be at most ${MAX_FACILITY_SPEC} characters.`;
  if (photoText !== '' && !PHOTO.test(photoText)) errors.photo = 'The photo must be a picture under /images (for example /images/facilities/laser.png), or left empty.';
  if (!(FACILITY_CATEGORIES as readonly string[]).includes(category)) errors.category = 'Please choose a category.';
  return { name, description, specs, photo: photoText === '' ? null : photoText, category, lentWithAnother: input.lentWithAnother === true };
};

const labOf = (input: Record<string, unknown>, errors: Record<string, string>): string => {
  const labId = text(input.labId);
  if (!findLab(labId)) errors.labId = 'Please choose a lab.';
  return labId;
};

const facilityOf = (input: Record<string, unknown>, errors: Record<string, string>): string => {
  const facilityId = text(input.facilityId);
  if (!FACILITY_ID.test(facilityId)) errors.facilityId = 'Unknown facility.';
  return facilityId;
};

export const parseAddFacility = (body: unknown): Parsed<AddFacilityRequest> => {
  const input = record(body);
  const errors: Record<string, string> = {};
  const labId = labOf(input, errors);
  const described = describedOf(input, errors);
  return outcome(errors, { labId, ...described, trainingRequired: input.trainingRequired === true });
};

export const parseEditFacility = (body: unknown): Parsed<EditFacilityRequest> => {
  const input = record(body);
  const errors: Record<string, string> = {};
  const labId = labOf(input, errors);
  const facilityId = facilityOf(input, errors);
  return outcome(errors, { labId, facilityId, ...describedOf(input, errors) });
};

export const parseRetireFacility = (body: unknown): Parsed<RetireFacilityRequest> => {
  const input = record(body);
  const errors: Record<string, string> = {};
  const labId = labOf(input, errors);
  const facilityId = facilityOf(input, errors);
  const reason = text(input.reason);
  if (reason === '') errors.reason = 'Please give the reason (it is mailed to the bookers of its future bookings).';
  else if (reason.length > MAX_RETIREMENT_REASON) errors.reason = `The reason must be at most ${MAX_RETIREMENT_REASON} characters.`;
  return outcome(errors, { labId, facilityId, reason });
};

export const parseSetTrainingRequirement = (body: unknown): Parsed<SetTrainingRequirementRequest> => {
  const input = record(body);
  const errors: Record<string, string> = {};
  const labId = labOf(input, errors);
  const facilityId = facilityOf(input, errors);
  if (typeof input.required !== 'boolean') errors.required = 'Please say whether training is required.';
  return outcome(errors, { labId, facilityId, required: input.required === true });
};

/** The console's routes of the catalogue. */
export const CATALOGUE_PATHS = {
  list: '/api/admin/catalogue',
  add: '/api/admin/catalogue/facilities',
  edit: '/api/admin/catalogue/facilities/edit',
  retire: '/api/admin/catalogue/facilities/retire',
  training: '/api/admin/catalogue/facilities/training',
} as const;
