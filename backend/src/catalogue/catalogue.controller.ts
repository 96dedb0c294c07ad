import { Controller, Get, Header, Inject, NotFoundException, Param } from '@nestjs/common';
import {
  INSTITUTES,
  MAX_SLOTS_PER_BOOKING,
  STAFF_DIRECTORY,
  TIME_SLOTS,
  USER_TYPES,
  facilityPageOf,
  type CatalogueResponse,
  type FacilityPageResponse,
  type Lab,
} from '@centre/contracts';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../bookings/index.js';

/** The staff directory leaves without emails: the form fills the email from a choice, not a list. */
const responseOf = (labs: readonly Lab[]): CatalogueResponse => ({
  success: true,
  // The old client's shape: what can be booked, each lab's retired facilities left out.
  labs: [...labs],
  staff: STAFF_DIRECTORY.map(({ id, name }) => ({ id, name })),
  institutes: INSTITUTES.map((i) => ({ ...i })),
  userTypes: USER_TYPES.map((t) => ({ ...t })),
  timeSlots: TIME_SLOTS.map((s) => ({ ...s })),
  maxSlotsPerBooking: MAX_SLOTS_PER_BOOKING,
});

/**
 * GET /api/catalog: what the booking form offers, from the current catalogue as this process
 * keeps it (CURRENT_CATALOGUE: re-read at most every 2 s, at once after a change it projected);
 * clients keep the answer 5 s. While the read model cannot answer the last catalogue read stands,
 * so the form keeps working.
 */
@Controller('api')
export class CatalogueController {
  constructor(@Inject(CURRENT_CATALOGUE) private readonly catalogue: CurrentCatalogueReader) {}

  @Get('catalog')
  @Header('Cache-Control', 'public, max-age=5')
  async get(): Promise<CatalogueResponse> {
    return responseOf(await this.catalogue.bookable());
  }

  /** A facility's page (retired ones too: their page says so); 404 for an id the catalogue never had. */
  @Get('catalog/facilities/:facilityId')
  @Header('Cache-Control', 'public, max-age=5')
  async facility(@Param('facilityId') facilityId: string): Promise<FacilityPageResponse> {
    const page = facilityPageOf(await this.catalogue.current(), facilityId);
    if (!page) throw new NotFoundException();
    return { success: true, page };
  }
}
