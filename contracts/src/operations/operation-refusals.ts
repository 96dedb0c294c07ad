import { facilityName } from '../catalogue/labs.js';
import { outageAmong, type Closure, type LabDayOperations, type Outage } from './lab-operations.js';

/**
 * A booking refused by lab operations, in the spec's voice: the catalogue's words (which each
 * language translates by code) with what staff wrote, so a visitor reads why.
 */
export interface OperationsRefusal {
  code: 'CLOSED_BY_CLOSURE' | 'FACILITY_UNDER_MAINTENANCE';
  message: string;
  /**
   * What staff wrote (and the facility an outage takes), on its own: a client that shows the
   * catalogue's words in another language adds these, which no catalogue can translate.
   */
  note: string;
}

export const closureRefusal = (closure: Pick<Closure, 'reason'>): OperationsRefusal => ({
  code: 'CLOSED_BY_CLOSURE',
  message: `The lab is closed on this date (${closure.reason}). Please select another date.`,
  note: closure.reason,
});

/** `nameOf`: the lab's current catalogue's names (`facilityNameIn`) where the caller holds it. */
export const outageRefusal = (
  outage: Pick<Outage, 'facilityId' | 'reason'>,
  nameOf: (facilityId: string) => string = facilityName,
): OperationsRefusal => ({
  code: 'FACILITY_UNDER_MAINTENANCE',
  message: `${nameOf(outage.facilityId)}: Under maintenance${outage.reason.trim() ? ` (${outage.reason.trim()})` : ''}. Please select another time or facility.`,
  note: `${nameOf(outage.facilityId)}${outage.reason.trim() ? `: ${outage.reason.trim()}` : ''}`,
});

/**
 * The lab-day decision's rule of lab operations: a closure of that date refuses the whole day,
 * an outage refuses the cells it takes. Null when the operations let the request through.
 */
export const operationsRule = (
  operations: LabDayOperations,
  date: string,
  slotIds: readonly string[],
  facilityIds: readonly string[],
  nameOf?: (facilityId: string) => string,
): OperationsRefusal | null => {
  const closure = operations.closures[0];
  if (closure) return closureRefusal(closure);
  const outage = outageAmong(operations, date, slotIds, facilityIds);
  return outage ? outageRefusal(outage, nameOf) : null;
};
