import { facilityName, isFacilityCategory, locateFacility, todayIn, CENTRE_TIMEZONE_DEFAULT, type FacilityCategory, type FacilityPage, type LabId } from '@centre/contracts';
import type { EquipmentEntry } from '../../content/equipment';
import type { LabSummary } from '../../content/labs/types';

/** What an equipment page shows: one shape for a spec item's page and a console-added facility's. */
export interface EquipmentView {
  facilityId: string;
  title: string;
  category: string;
  /** The catalogue's category, for the drawing until there is a photograph. */
  catalogueCategory: string | undefined;
  /** What it is for (a spec item's words, or the description typed in the console). */
  purpose: string;
  /** Labelled facts (a spec item's) or the console's spec lines. */
  specs: ReadonlyArray<{ label?: string; fact: string }>;
  /** The console's picture; null: the facility's own photograph or drawing. */
  photo: string | null;
  trainingRequired: boolean;
  lab: { id: LabId; name: string; page: LabSummary | undefined };
  /** The catalogue's name and lab, as the booking form lists it. */
  bookableAs: { name: string; lab: string };
  /** Null while it can be booked; the centre's date it was retired on. */
  retired: { reason: string; date: string } | null;
}

const retirementOf = (page: FacilityPage | undefined): EquipmentView['retired'] =>
  page?.facility.retired ? { reason: page.facility.retired.reason, date: todayIn(CENTRE_TIMEZONE_DEFAULT, new Date(page.facility.retired.retiredAt)) } : null;

/**
 * A spec item's page: its prerendered words (in the visitor's language), and, once the current
 * catalogue has answered, what the console changed: a new name, description, specs or photo, the
 * training flag, a retirement. Where the console left the spec's facts alone the page's own words
 * stay, so nothing moves after the first paint.
 */
export const viewOfEntry = ({ item, lab }: EquipmentEntry, page?: FacilityPage): EquipmentView => {
  const spec = locateFacility(item.facility);
  const current = page?.facility;
  const renamed = current !== undefined && current.name !== facilityName(item.facility);
  return {
    facilityId: item.facility,
    title: renamed ? current.name : item.title,
    category: item.category,
    catalogueCategory: current?.category ?? spec?.facility.category,
    purpose: current && current.description !== '' ? current.description : item.purpose,
    specs: current && current.specs.length > 0 ? current.specs.map((fact) => ({ fact })) : (item.specs ?? []),
    photo: current?.photo ?? null,
    trainingRequired: current?.trainingRequired ?? spec?.facility.trainingRequired ?? false,
    lab: { id: lab.labId, name: lab.name, page: lab },
    bookableAs: { name: current?.name ?? spec?.facility.name ?? item.title, lab: page?.lab.name ?? spec?.lab.name ?? lab.name },
    retired: retirementOf(page),
  };
};

/** A facility that has no prerendered page (added in the console, or a spec facility by its id). */
export const viewOfPage = (
  page: FacilityPage,
  labPage: LabSummary | undefined,
  categoryName: (category: FacilityCategory) => string,
): EquipmentView => {
  const { facility, lab } = page;
  return {
    facilityId: facility.id,
    title: facility.name,
    category: isFacilityCategory(facility.category) ? categoryName(facility.category) : facility.category,
    catalogueCategory: facility.category,
    purpose: facility.description,
    specs: facility.specs.map((fact) => ({ fact })),
    photo: facility.photo,
    trainingRequired: facility.trainingRequired,
    lab: { id: lab.id, name: labPage?.name ?? lab.name, page: labPage },
    bookableAs: { name: facility.name, lab: lab.name },
    retired: retirementOf(page),
  };
};
