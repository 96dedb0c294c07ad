import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { ProjectionHost, type EventFeed, type Projection, type ProjectionHostOptions, type ReadModelStore } from '@centre/projections';
import { LeaseFencedStore } from './lease-fenced.store.js';
import { resetReadModelsOfAnotherLog } from '../shared/read-model/stale-read-models.js';
import { ProjectionsLeader } from './projections-leader.js';
import { RedisLease, type LeaseCommandClient } from './redis-lease.js';

export const DEFAULT_LEASE_TTL_MS = 4000;

/** The lease key of the projections of one read-model namespace. */
export const projectionsLeaseKey = (namespace: string): string => `${namespace}:projections:lease`;

/** Unique per process, and telling an operator which machine and process holds the lease. */
export const leaseOwnerId = (): string => `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface LeasedProjectionsOptions {
  feed: EventFeed;
  store: ReadModelStore;
  projections: readonly Projection[];
  leaseClient: LeaseCommandClient;
  namespace: string;
  owner?: string;
  ttlMs?: number;
  intervalMs?: number;
  host?: Omit<ProjectionHostOptions, 'feed' | 'store' | 'projections'>;
  log?: (message: string) => void;
}

export interface LeasedProjections {
  lease: RedisLease;
  host: ProjectionHost;
  leader: ProjectionsLeader;
}

/** A worker's projection host that runs only while this worker holds the projections lease. */
export const createLeasedProjections = (options: LeasedProjectionsOptions): LeasedProjections => {
  const lease = new RedisLease(options.leaseClient, {
    key: projectionsLeaseKey(options.namespace),
    owner: options.owner ?? leaseOwnerId(),
    ttlMs: options.ttlMs ?? DEFAULT_LEASE_TTL_MS,
  });
  const host = new ProjectionHost({
    ...options.host,
    feed: options.feed,
    store: new LeaseFencedStore(options.store, lease),
    projections: options.projections,
  });
  const leader = new ProjectionsLeader({
    lease,
    projections: {
      // The lease holder is the only writer: it alone checks that the read models belong to this log.
      start: async () => {
        await resetReadModelsOfAnotherLog(options.store, host.names, (await options.feed.head()).position);
        await host.start();
      },
      stop: () => host.stop(),
    },
    ...(options.intervalMs !== undefined && { intervalMs: options.intervalMs }),
    ...(options.log && { log: options.log }),
  });
  return { lease, host, leader };
};
