import { useEffect, useState } from 'react';
import { checkAvailability, type AvailabilityResult } from '../api/booking-api';
import { isAbort } from '../../../lib/http';

/** Spec 9: the live check waits 500 ms after the last change. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

export type AvailabilityState = { kind: 'idle' } | { kind: 'checking' } | AvailabilityResult;

export interface AvailabilityInput {
  lab: string;
  date: string;
  /** Slot labels. */
  timeSlots: readonly string[];
  facilityIds: readonly string[];
}

/**
 * The spec's live check: 500 ms after any change of date, slots, facilities or lab, and only
 * when all four are present. A newer change cancels the older request.
 */
export function useAvailabilityCheck(
  input: AvailabilityInput,
  delayMs: number = AVAILABILITY_DEBOUNCE_MS,
): AvailabilityState {
  const { lab, date } = input;
  const slotsKey = input.timeSlots.join('\n');
  const facilitiesKey = input.facilityIds.join('\n');
  const complete = lab !== '' && date !== '' && slotsKey !== '' && facilitiesKey !== '';
  const [state, setState] = useState<{ key: string; value: AvailabilityState }>({
    key: '',
    value: { kind: 'idle' },
  });
  const key = `${lab}|${date}|${slotsKey}|${facilitiesKey}`;

  useEffect(() => {
    if (!complete) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ key, value: { kind: 'checking' } });
      checkAvailability(
        { lab, date, timeSlots: slotsKey.split('\n'), machines: facilitiesKey.split('\n') },
        controller.signal,
      ).then(
        (result) => {
          if (!controller.signal.aborted) setState({ key, value: result });
        },
        (error: unknown) => {
          if (!isAbort(error)) setState({ key, value: { kind: 'idle' } });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complete, key, lab, date, slotsKey, facilitiesKey, delayMs]);

  return complete && state.key === key ? state.value : { kind: 'idle' };
}
