import type { Projection } from '../engine/projection.js';
import { bookingHoldsProjection } from './booking-holds/booking-holds.projection.js';
import { bookingListsProjection } from './booking-lists/booking-lists.projection.js';
import { applicationsProjection } from './applications/applications.projection.js';
import { inboxProjection } from './inbox/inbox.projection.js';
import { occupancyProjection } from './occupancy/occupancy.projection.js';
import { labOperationsProjection } from './lab-operations/lab-operations.projection.js';
import { qualificationsProjection } from './qualifications/qualifications.projection.js';
import { catalogueProjection } from './catalogue/catalogue.projection.js';

export * from './occupancy/occupancy.evolve.js';
export * from './occupancy/occupancy.projection.js';
export * from './occupancy/occupancy.query.js';
export * from './booking-lists/booking-lists.layout.js';
export * from './booking-lists/booking-lists.projection.js';
export * from './booking-lists/booking-lists.query.js';
export * from './booking-holds/booking-holds.projection.js';
export * from './booking-holds/booking-holds.query.js';
export * from './inbox/inbox.layout.js';
export * from './inbox/inbox.projection.js';
export * from './inbox/inbox.query.js';
export * from './applications/applications.layout.js';
export * from './applications/applications.projection.js';
export * from './applications/applications.query.js';
export * from './lab-operations/lab-operations.projection.js';
export * from './lab-operations/lab-operations.query.js';
export * from './qualifications/qualifications.projection.js';
export * from './qualifications/qualifications.query.js';
export * from './catalogue/catalogue.projection.js';
export * from './catalogue/catalogue.query.js';

/**
 * The centre's read models, each because a screen or an API reads it:
 * - occupancy: each lab-day's taken cells; availability checks (one HMGET) and the live
 *   socket pushes of the booking form and the console's lab-day grid read it;
 * - booking lists: each booking's record, by creation, lab, date and status; the console's
 *   booking lists read it, and the deadline scheduler reads its undecided bookings by deadline;
 * - inbox: contact messages and startup applications in log order; the console's inbox and
 *   the pitch-deck download read it;
 * - booking holds: the cells each booker email and client address hold in undecided bookings;
 *   a booking request's limits across lab-days read it.
 * - applications: each startup application with its conflicts, reviews and decision; the
 *   experts' queue and review page, the admin's list and decision page read it.
 * - lab operations: closures and outages in force or to come, per lab and for the centre; the
 *   lab-day decision, the live snapshots' unavailable cells and the console's Operations read it.
 * - qualifications: each booker's current training qualifications; a booking request for a
 *   training-required facility and the console's Training screen read it.
 * - catalogue: each lab's current facilities (the spec's, folded with the console's changes);
 *   GET /api/catalog, a booking request's facility checks and the console's Catalogue read it.
 */
export const CENTRE_PROJECTIONS: readonly Projection[] = [
  occupancyProjection,
  bookingListsProjection,
  inboxProjection,
  bookingHoldsProjection,
  applicationsProjection,
  labOperationsProjection,
  qualificationsProjection,
  catalogueProjection,
];
