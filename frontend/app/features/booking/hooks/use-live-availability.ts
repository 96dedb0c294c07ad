import { TIME_SLOTS, conflictsIn, facilityNameAmong, occupancyKey, type OpeningHours } from '@centre/contracts';
import { useMemo } from 'react';
import * as bookingModule from '../../../content/booking';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { notice, useContent, type Notice } from '../../../lib/i18n';
import { slotIdsOf } from '../booking-form.model';
import { availabilityConflict, type BannerState } from '../components/availability-banner';
import { useAvailabilityCheck } from './use-availability-check';
import { useLabDayOccupancy } from './use-lab-day-occupancy';

export interface LiveAvailabilityInput {
  lab: string;
  date: string;
  /** Slot labels. */
  timeSlots: readonly string[];
  facilityIds: readonly string[];
}

/** A 409 from the submit, remembered for the choice it was about. */
export interface SubmitConflict {
  message: Notice;
  selection: string;
}

export interface LiveAvailability {
  banner: BannerState;
  /** True while the banner shows a conflict: submit is blocked. */
  conflict: boolean;
  /** Slot ids taken for one of the chosen facilities. */
  takenSlots: ReadonlySet<string>;
  /** Facility ids taken in one of the chosen slots. */
  takenFacilities: ReadonlySet<string>;
  /** Slot ids a closure shuts that day (lab operations), and the staff's words for it. */
  closedSlots: ReadonlySet<string>;
  closedNote: string | undefined;
  /** Slot ids under maintenance for one of the chosen facilities. */
  maintenanceSlots: ReadonlySet<string>;
  /** Facility ids under maintenance in one of the chosen slots. */
  maintenanceFacilities: ReadonlySet<string>;
  /** The lab's opening hours as its admin set them (the snapshot's); absent: the catalogue's. */
  hours: OpeningHours | undefined;
  /** Identifies the current choice, so that a submit conflict is forgotten once it changes. */
  selection: string;
  describe: (conflicts: ReadonlyArray<{ slotId: string; facilityId: string }>) => string[];
}

/**
 * Everything the form knows about availability: the spec's debounced HTTP check and the
 * socket's snapshots (DESIGN 5), the newer of the two winning, and a submit's own conflict.
 */
export function useLiveAvailability(
  input: LiveAvailabilityInput,
  submitConflict: SubmitConflict | undefined,
): LiveAvailability {
  const { lab, date, timeSlots, facilityIds } = input;
  const { bookingContent, bookingChoices } = useContent('booking', bookingModule);
  const choices = useBookingChoices(bookingChoices);
  // The current catalogue's labs: a facility added in the console is followed and named.
  const labs = useCurrentCatalogue();
  const known = labs.find((l) => l.id === lab);
  const nameOf = useMemo(() => facilityNameAmong(labs), [labs]);
  const chosenSlotIds = slotIdsOf(timeSlots);
  const selection = [lab, date, chosenSlotIds.join(','), facilityIds.join(',')].join('|');
  const check = useAvailabilityCheck(input);
  const snapshot = useLabDayOccupancy(known ? lab : '', date);

  const taken = useMemo(
    () => new Set((snapshot?.taken ?? []).map((t) => occupancyKey(t.slotId, t.facilityId))),
    [snapshot],
  );
  const takenSlots = new Set(
    TIME_SLOTS.filter((s) => facilityIds.some((f) => taken.has(occupancyKey(s.id, f)))).map(
      (s) => s.id,
    ),
  );
  const takenFacilities = new Set(
    (known?.facilities ?? [])
      .filter((f) => chosenSlotIds.some((s) => taken.has(occupancyKey(s, f.id))))
      .map((f) => f.id),
  );
  // Closures and outages as the snapshot carries them (absent from older servers).
  const unavailable = snapshot?.unavailable ?? [];
  const closedCells = unavailable.filter((c) => c.facilityId === null);
  const closedSlots = new Set(closedCells.map((c) => c.slotId));
  const outOfService = unavailable.filter((c) => c.facilityId !== null);
  const maintenanceSlots = new Set(
    outOfService.filter((c) => facilityIds.includes(c.facilityId ?? '')).map((c) => c.slotId),
  );
  const maintenanceFacilities = new Set(
    outOfService.filter((c) => chosenSlotIds.includes(c.slotId)).map((c) => c.facilityId ?? ''),
  );
  const describe = (conflicts: ReadonlyArray<{ slotId: string; facilityId: string }>): string[] =>
    conflicts.map((c) =>
      bookingContent.live.conflictLine(
        choices.slot(c.slotId),
        nameOf(c.facilityId),
      ),
    );

  const banner = ((): BannerState => {
    if (submitConflict && submitConflict.selection === selection) {
      return {
        kind: 'conflict',
        conflict: {
          message: submitConflict.message,
          hint: notice('bookingSubmit.slotAlreadyReservedHint'),
          items: [],
        },
      };
    }
    const checkPosition =
      'position' in check && typeof check.position === 'number' ? check.position : -1;
    // The newer of the two answers wins: the socket's snapshot or the HTTP check.
    const liveIsNewer = snapshot !== undefined && snapshot.position >= checkPosition;
    const liveConflicts = snapshot ? conflictsIn(snapshot, chosenSlotIds, facilityIds) : [];
    if (liveIsNewer && liveConflicts.length > 0) {
      return {
        kind: 'conflict',
        conflict: availabilityConflict(undefined, describe(liveConflicts)),
      };
    }
    if (check.kind !== 'conflict') return check;
    if (liveIsNewer && snapshot.position > checkPosition)
      return { kind: 'available', message: notice('availability.available') };
    return {
      kind: 'conflict',
      conflict: availabilityConflict(check.message, describe(check.conflicts)),
    };
  })();

  return {
    banner,
    conflict: banner.kind === 'conflict',
    takenSlots,
    takenFacilities,
    closedSlots,
    closedNote: closedCells[0]?.note,
    maintenanceSlots,
    maintenanceFacilities,
    hours: snapshot?.lab === lab ? snapshot.hours : undefined,
    selection,
    describe,
  };
}
