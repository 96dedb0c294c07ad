// The bookings slice's public surface: what other slices and the entry points may import.
export { BOOKINGS_FAST_ROUTES, BookingsModule } from './bookings.module.js';
export { ExpiryModule } from './expiry/expiry.module.js';
// Other slices' process managers step a booking through the one command path.
export { RunLabDayCommand } from './commands/lab-day.handler.js';
export { isBookingDomainError } from './domain/booking.errors.js';
export { parseBookingId } from './domain/booking-id.js';
export type { SlotFacility } from './domain/booking.errors.js';
// The lab-day's fold, for the console's history of a lab-day.
export { evolve, initialState, type LabDayState } from './domain/lab-day.decider.js';
export {
  LabDayStreamAvailabilityReader,
  READ_MODEL_AVAILABILITY_READER,
  type AvailabilityReader,
} from './queries/check-availability/availability.reader.js';
export { HELD_CELLS_READER, type HeldCellsReader } from './queries/held-cells/held-cells.reader.js';
export {
  LAB_DAY_OPERATIONS_READER,
  type LabDayOperationsReader,
} from './queries/lab-day-operations/lab-day-operations.reader.js';
export {
  CATALOGUE_LAB_READER,
  CURRENT_CATALOGUE,
  type CatalogueLabReader,
  type CurrentCatalogueReader,
} from './queries/catalogue-lab/catalogue-lab.reader.js';
