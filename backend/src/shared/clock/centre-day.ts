import { hasSlotStarted, todayIn } from '@centre/contracts';

export interface CentreDay {
  /** YYYY-MM-DD in the centre's zone. */
  today: string;
  hasSlotStarted(slotId: string, date: string): boolean;
}

/**
 * "Today" and "has this slot started" at one instant in the centre's zone, for one request.
 * Only today's slots need the zone's clock time; other dates are answered by comparison,
 * which keeps the (costly) time-zone formatting to once or twice per request.
 */
export const centreDayAt = (timeZone: string, now: Date): CentreDay => {
  const today = todayIn(timeZone, now);
  return {
    today,
    hasSlotStarted: (slotId, date) => (date === today ? hasSlotStarted(slotId, date, timeZone, now) : date < today),
  };
};
