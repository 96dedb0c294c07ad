import type { Catalogue, CatalogueFacility } from './catalogue.js';
import type { LabId } from './labs.js';

/**
 * What a facility's public page shows of it (GET /api/catalog/facilities/:id): the current
 * catalogue's facility, retired ones included so their page can say so. Who retired it stays in
 * the console.
 */
export interface FacilityPage {
  lab: { id: LabId; name: string };
  facility: Omit<CatalogueFacility, 'retired'> & { retired: { reason: string; retiredAt: string } | null };
}

export interface FacilityPageResponse {
  success: true;
  page: FacilityPage;
}

export const FACILITY_PAGE_PATH = (facilityId: string): string => `/api/catalog/facilities/${encodeURIComponent(facilityId)}`;

/**
 * A facility's page in this catalogue, or undefined for an id it never had: the one answer to
 * "has this facility a page", for the API and for the server's 200/404 of its URL alike.
 */
export const facilityPageOf = (catalogue: Catalogue, facilityId: string): FacilityPage | undefined => {
  for (const lab of catalogue) {
    const facility = lab.facilities.find((f) => f.id === facilityId);
    if (!facility) continue;
    const { retired, ...rest } = facility;
    return {
      lab: { id: lab.id, name: lab.name },
      facility: { ...rest, specs: [...rest.specs], retired: retired && { reason: retired.reason, retiredAt: retired.retiredAt } },
    };
  }
  return undefined;
};
