import { Counter, Gauge, Registry } from 'prom-client';
import type { ProjectionStatus } from './projection.js';
import type { RunnerSnapshot } from './live-follower.js';

const STATUSES: readonly ProjectionStatus[] = ['catching-up', 'live', 'rebuilding', 'failed', 'stopped'];

/**
 * Prometheus view of the projections, read at scrape time from the runners' snapshots. The
 * backend serves `registry.metrics()` at /metrics.
 */
export const createProjectionMetrics = (
  snapshots: () => RunnerSnapshot[],
  rebuilds: () => RunnerSnapshot[],
): { registry: Registry; applied: Counter<'projection'>; errors: Counter<'projection'> } => {
  const registry = new Registry();
  const labelNames = ['projection'] as const;
  const gauge = (name: string, help: string, value: (s: RunnerSnapshot) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const s of snapshots()) this.set({ projection: s.projection }, value(s));
      },
    });
  gauge('centre_projection_checkpoint', 'Position of the last event the projection applied.', (s) => s.checkpoint);
  gauge('centre_projection_head', 'Position of the newest event in the log.', (s) => s.head);
  gauge('centre_projection_lag_events', 'Events in the log the projection has not applied yet.', (s) => s.lagEvents);
  gauge(
    'centre_projection_lag_ms',
    'Time between the newest event and the last applied one, by when the log recorded them.',
    (s) => s.lagMs,
  );
  gauge('centre_projection_events_per_second', 'Events applied per second, last 5 seconds.', (s) => s.eventsPerSecond);
  gauge('centre_projection_generation', 'Active generation (blue/green key prefix).', (s) => s.generation);
  new Gauge({
    name: 'centre_projection_status',
    help: 'Current status of the projection: 1 for the status it is in.',
    labelNames: ['projection', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const s of snapshots()) {
        for (const status of STATUSES) this.set({ projection: s.projection, status }, s.status === status ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'centre_projection_rebuild_checkpoint',
    help: 'Position a running rebuild has reached (its generation is not active yet).',
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const s of rebuilds()) this.set({ projection: s.projection }, s.checkpoint);
    },
  });
  const applied = new Counter({
    name: 'centre_projection_events_applied_total',
    help: 'Events committed to the read models (rebuilds included).',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'centre_projection_errors_total',
    help: 'Handler failures and store or feed errors.',
    labelNames,
    registers: [registry],
  });
  return { registry, applied, errors };
};
