import { Controller, Get, Header } from '@nestjs/common';
import {
  INSTITUTES,
  LABS,
  MAX_SLOTS_PER_BOOKING,
  STAFF_DIRECTORY,
  TIME_SLOTS,
  USER_TYPES,
  type CatalogueResponse,
} from '@centre/contracts';

/** The staff directory leaves without emails: the form fills the email from a choice, not a list. */
const CATALOGUE: CatalogueResponse = {
  success: true,
  labs: LABS.map((lab) => ({ ...lab, facilities: lab.facilities.map((f) => ({ ...f })) })),
  staff: STAFF_DIRECTORY.map(({ id, name }) => ({ id, name })),
  institutes: INSTITUTES.map((i) => ({ ...i })),
  userTypes: USER_TYPES.map((t) => ({ ...t })),
  timeSlots: TIME_SLOTS.map((s) => ({ ...s })),
  maxSlotsPerBooking: MAX_SLOTS_PER_BOOKING,
};

/** GET /api/catalog: what the booking form offers, from contracts. */
@Controller('api')
export class CatalogueController {
  @Get('catalog')
  @Header('Cache-Control', 'public, max-age=300')
  get(): CatalogueResponse {
    return CATALOGUE;
  }
}
