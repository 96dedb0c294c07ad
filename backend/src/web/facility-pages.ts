import { facilityPageOf } from '@centre/contracts';
import type { CurrentCatalogueReader } from '../bookings/index.js';
import type { FacilityPages } from './serve-frontend.js';

/** The site's facility pages as the current catalogue has them: the API's answer, the same rule. */
export const facilityPagesOf = (catalogue: CurrentCatalogueReader): FacilityPages => ({
  has: async (facilityId) => facilityPageOf(await catalogue.current(), facilityId) !== undefined,
});
