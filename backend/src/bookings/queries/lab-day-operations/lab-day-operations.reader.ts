import type { LabDayOperations } from '@centre/contracts';

/**
 * The closures and outages that concern a lab-day (staff decide them on streams of their own),
 * read from the lab-operations read model as the request's input. A booking the read model
 * let through because it lagged or did not answer is caught afterwards by the operations'
 * process manager, so the read never blocks a request.
 */
export interface LabDayOperationsReader {
  /** Undefined when the read model cannot answer now (its store is down or it is not live). */
  operations(lab: string, date: string): Promise<LabDayOperations | undefined>;
}

/** Provided (globally) by the operations slice; without it a request meets no operations. */
export const LAB_DAY_OPERATIONS_READER = Symbol('LAB_DAY_OPERATIONS_READER');
