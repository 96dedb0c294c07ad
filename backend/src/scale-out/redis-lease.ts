import { readFileSync } from 'node:fs';

/** What a lease needs of a node-redis client (or a test's gate in front of one). */
export interface LeaseCommandClient {
  sendCommand(args: readonly string[]): Promise<unknown>;
}

/** A script of redis-scripts/, as Redis runs it (the build copies the folder beside the module). */
const luaScript = (name: string): string => readFileSync(new URL(`./redis-scripts/${name}.lua`, import.meta.url), 'utf8');

/** Compare-and-extend, compare-and-delete: only the owner's own lease (see the scripts). */
const EXTEND_SCRIPT = luaScript('lease-extend');
const RELEASE_SCRIPT = luaScript('lease-release');

export interface RedisLeaseOptions {
  key: string;
  /** Unique per process: host, pid and a random part. */
  owner: string;
  ttlMs: number;
  now?: () => number;
}

/**
 * A lease in Redis: `SET key owner NX PX ttl` to take it, a compare-and-extend to renew it,
 * a compare-and-delete to give it back. `validUntil` is the holder's own conservative view:
 * counted from when the last successful request was *sent*, so a holder that was paused (GC,
 * SIGSTOP, a slow network) stops trusting its lease no later than Redis expires it.
 */
export class RedisLease {
  readonly key: string;
  readonly owner: string;
  readonly ttlMs: number;
  private readonly now: () => number;
  private validUntilMs = 0;

  constructor(
    private readonly client: LeaseCommandClient,
    options: RedisLeaseOptions,
  ) {
    this.key = options.key;
    this.owner = options.owner;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** True while this process may act as the holder (by its own clock, with no renewal since). */
  get held(): boolean {
    return this.now() < this.validUntilMs;
  }

  get validUntil(): number {
    return this.validUntilMs;
  }

  /** Takes the lease if nobody holds it, or renews it if this owner does. True when held after. */
  async acquireOrRenew(): Promise<boolean> {
    const sentAt = this.now();
    const taken = await this.client.sendCommand(['SET', this.key, this.owner, 'NX', 'PX', String(this.ttlMs)]);
    if (taken === 'OK') return this.grant(sentAt);
    return this.renewFrom(sentAt);
  }

  /** Extends the lease only if this owner still holds it. */
  async renew(): Promise<boolean> {
    return this.renewFrom(this.now());
  }

  /** Gives the lease back (only if still ours), so a standby takes over without waiting out the TTL. */
  async release(): Promise<void> {
    this.validUntilMs = 0;
    await this.client.sendCommand(['EVAL', RELEASE_SCRIPT, '1', this.key, this.owner]);
  }

  /** Who holds the lease now, if anyone. */
  async holder(): Promise<string | null> {
    const value = await this.client.sendCommand(['GET', this.key]);
    return typeof value === 'string' ? value : null;
  }

  private async renewFrom(sentAt: number): Promise<boolean> {
    const extended = await this.client.sendCommand(['EVAL', EXTEND_SCRIPT, '1', this.key, this.owner, String(this.ttlMs)]);
    if (Number(extended) === 1) return this.grant(sentAt);
    this.validUntilMs = 0;
    return false;
  }

  private grant(sentAt: number): boolean {
    this.validUntilMs = sentAt + this.ttlMs;
    return this.held;
  }
}
