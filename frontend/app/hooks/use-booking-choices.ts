import { findInstitute, findSlot, parseUserType, resolveSlotId, type UserTypeId } from '@centre/contracts';
import { useMemo } from 'react';
import { useFormat } from '../lib/i18n';

/** The names of contracts' choices in the language on screen, by id (app/content's `bookingChoices`). */
export interface BookingChoiceTexts {
  userTypes: Readonly<Partial<Record<UserTypeId, string>>>;
  institutes: Readonly<Partial<Record<string, string>>>;
}

export interface BookingChoiceLabels {
  /** 'Student' or 'student' → what the language on screen calls it; anything else as it came. */
  userType: (labelOrId: string) => string;
  /** "Other's" or 'others' → the institute in the language on screen. */
  institute: (labelOrId: string) => string;
  /** '9:00 AM - 10:00 AM' or '09:00' → the slot as the language writes times. */
  slot: (labelOrId: string) => string;
}

/**
 * How the booking, appointment and review screens show contracts' choices (user types,
 * institutes, time slots). The values the forms send stay contracts' English labels. The
 * caller passes the texts in from its content: shared hooks never import app/content.
 */
export function useBookingChoices(bookingChoices: BookingChoiceTexts): BookingChoiceLabels {
  const format = useFormat();
  return useMemo(
    () => ({
      userType: (labelOrId) => {
        const id = parseUserType(labelOrId);
        return (id && bookingChoices.userTypes[id]) || labelOrId;
      },
      institute: (labelOrId) => {
        const institute = findInstitute(labelOrId);
        return (institute && bookingChoices.institutes[institute.id]) || labelOrId;
      },
      slot: (labelOrId) => {
        const slot = findSlot(resolveSlotId(labelOrId) ?? '');
        return slot ? format.timeRange(slot.start, slot.end) : labelOrId;
      },
    }),
    [bookingChoices, format],
  );
}
