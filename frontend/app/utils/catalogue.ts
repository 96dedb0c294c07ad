import { facilityName, locateFacility } from '@centre/contracts';
import { link, paths } from '../config/paths';

/**
 * A page's item for a catalogue facility: its English title is the catalogue's name, so a lab
 * page, its equipment page and the booking form name the same device.
 */
export const catalogueItem = <Item extends object>(
  facility: string,
  item: Item,
): Item & { facility: string; title: string } => ({
  ...item,
  facility,
  title: facilityName(facility),
});

/** The booking form opened on a facility's lab with the facility chosen. */
export const bookingLinkFor = (facility: string): string => {
  const found = locateFacility(facility);
  return found ? link.booking(found.lab.id, found.facility.id) : paths.booking;
};
