export { AvailabilityGridPage } from './components/availability-grid-page';
export { FacilityAvailability } from './components/facility-availability';
