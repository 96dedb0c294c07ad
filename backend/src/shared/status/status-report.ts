import type { Registry } from 'prom-client';

/**
 * A part of the process that reports its progress beside readiness: a named object in
 * GET /health's body (e.g. `mail: { checkpoint, lagEvents, pending }`) and its figures in
 * /metrics. It never makes the process unready.
 */
export interface StatusReport {
  readonly name: string;
  status(): Promise<Record<string, number>>;
  readonly metrics: Registry;
}

/** The application's StatusReports (a list); optional for whoever shows them. */
export const STATUS_REPORTS = Symbol('STATUS_REPORTS');
