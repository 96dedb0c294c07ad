import type { RedisLease } from './redis-lease.js';

/** What the leader starts and stops: the projection host of this worker. */
export interface LeadProjections {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export type LeaderRole = 'standby' | 'leader';

export interface ProjectionsLeaderOptions {
  lease: RedisLease;
  projections: LeadProjections;
  /** How often the lease is renewed, or polled by a standby; a third of the TTL by default. */
  intervalMs?: number;
  log?: (message: string) => void;
}

/**
 * One active projections worker among several (DESIGN.md section 8, "a leader-elected set"):
 * every worker runs this; whoever holds the lease runs all the projections, the others poll
 * and take over within a TTL when the holder dies or stops renewing.
 *
 * One lease for the whole set rather than one per projection: the projections are cheap
 * over one log, the worker's health, metrics and occupancy publishing stay in one process,
 * and there is one failover to reason about. Correctness never rests on the lease alone:
 * each projection's commit is fenced by its checkpoint in Redis, and the store of a worker
 * refuses to commit once its lease is no longer trusted (LeaseFencedStore).
 */
export class ProjectionsLeader {
  private roleValue: LeaderRole = 'standby';
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  /** Starts and stops of the projections, in order, apart from the renewals so those never wait. */
  private transitions: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly intervalMs: number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: ProjectionsLeaderOptions) {
    this.intervalMs = options.intervalMs ?? Math.max(100, Math.floor(options.lease.ttlMs / 3));
    this.log = options.log ?? (() => {});
  }

  get role(): LeaderRole {
    return this.roleValue;
  }

  /** Tries for the lease now, then keeps renewing (or polling) in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => {
      // Renewals run one after another; while one waits on Redis, the lease's own clock
      // keeps the store from committing once it runs out.
      this.ticking = this.ticking.then(() => this.tick());
    }, this.intervalMs);
    this.ticking = this.ticking.then(() => this.tick());
    await this.ticking;
    await this.transitions;
  }

  /** Stops the projections and gives the lease back, so a standby takes over at its next poll. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    await this.transitions;
    if (this.roleValue === 'leader') await this.demote('shutting down');
    await this.options.lease.release().catch(() => {});
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const { lease } = this.options;
    let held: boolean;
    try {
      held = await lease.acquireOrRenew();
    } catch (error: unknown) {
      // Redis did not answer: keep going only while the lease we had is still ours for sure.
      held = lease.held;
      if (!held && this.roleValue === 'leader') this.log(`Lease renewal failed: ${String(error)}`);
    }
    if (this.stopped) return;
    if (held && this.roleValue === 'standby') {
      this.roleValue = 'leader';
      this.transitions = this.transitions.then(() => this.promote());
    } else if (!held && this.roleValue === 'leader') {
      this.roleValue = 'standby';
      this.transitions = this.transitions.then(() => this.demote('lease lost'));
    }
  }

  private async promote(): Promise<void> {
    if (this.roleValue !== 'leader' || this.stopped) return;
    this.log(`Took the projections lease as ${this.options.lease.owner}; running the projections.`);
    try {
      await this.options.projections.start();
    } catch (error: unknown) {
      this.log(`Projections failed to start: ${String(error)}; giving the lease back.`);
      this.roleValue = 'standby';
      await this.demote('start failed');
      await this.options.lease.release().catch(() => {});
    }
  }

  private async demote(why: string): Promise<void> {
    this.roleValue = 'standby';
    this.log(`Standing by (${why}); projections stopped.`);
    await this.options.projections.stop();
  }
}
