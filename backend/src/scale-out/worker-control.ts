import { randomUUID } from 'node:crypto';
import type { HostStatus, ProjectionHost, RebuildResult } from '@centre/projections';
import { createClient } from 'redis';
import type { ProjectionsLeader } from './projections-leader.js';
import { projectionsLeaseKey } from './leased-projections.js';

/**
 * How backends in external mode see and steer the projections worker: the leading worker
 * keeps its status in one Redis key (expiring, so a dead worker's figures vanish) and takes
 * rebuild requests on a channel, answering on another. The worker stays the only writer of
 * read models: a rebuild asked from the admin console runs there, not in a backend.
 */
export const workerStatusKey = (namespace: string): string => `${namespace}:projections:status`;
export const rebuildRequests = (namespace: string): string => `${namespace}:projections:rebuild-requests`;
export const rebuildReplies = (namespace: string): string => `${namespace}:projections:rebuild-replies`;

export interface WorkerStatus extends HostStatus {
  owner: string;
  at: string;
}

type RebuildRequest = { id: string; projection: string };
type RebuildReply =
  | { id: string; state: 'accepted'; owner: string }
  | { id: string; state: 'done'; result: RebuildResult }
  | { id: string; state: 'failed'; error: string };

const parse = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
};

const connect = async (url: string) => {
  const client = createClient({ url });
  client.on('error', () => {
    // Reconnects on its own (and resubscribes); callers see failed commands.
  });
  await client.connect();
  return client;
};

type Client = Awaited<ReturnType<typeof connect>>;

/** The worker's side: publishes its status while it leads, and runs the rebuilds asked of it. */
export class WorkerControl {
  private timer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    private readonly namespace: string,
    private readonly host: ProjectionHost,
    private readonly leader: ProjectionsLeader,
    private readonly owner: string,
  ) {}

  static async start(options: {
    redisUrl: string;
    namespace: string;
    host: ProjectionHost;
    leader: ProjectionsLeader;
    owner: string;
    intervalMs?: number;
  }): Promise<WorkerControl> {
    const client = await connect(options.redisUrl);
    const subscriber = await connect(options.redisUrl);
    const control = new WorkerControl(client, subscriber, options.namespace, options.host, options.leader, options.owner);
    await subscriber.subscribe(rebuildRequests(options.namespace), (message: string) => control.onRequest(message));
    const intervalMs = options.intervalMs ?? 1000;
    control.timer = setInterval(() => void control.publishStatus().catch(() => {}), intervalMs);
    await control.publishStatus().catch(() => {});
    return control;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }

  private async publishStatus(): Promise<void> {
    if (this.leader.role !== 'leader') return;
    const status: WorkerStatus = { owner: this.owner, at: new Date().toISOString(), ...this.host.status() };
    await this.client.set(workerStatusKey(this.namespace), JSON.stringify(status), { expiration: { type: 'PX', value: 5000 } });
  }

  private onRequest(message: string): void {
    const request = parse<RebuildRequest>(message);
    // Standbys hear every request too; only the worker that runs the projections answers.
    if (!request || typeof request.id !== 'string' || this.leader.role !== 'leader') return;
    const reply = (body: RebuildReply) =>
      void this.client.publish(rebuildReplies(this.namespace), JSON.stringify(body)).catch(() => {});
    if (!this.host.names.includes(request.projection)) {
      reply({ id: request.id, state: 'failed', error: `unknown projection: ${String(request.projection)}` });
      return;
    }
    reply({ id: request.id, state: 'accepted', owner: this.owner });
    this.host.rebuild(request.projection).then(
      (result) => reply({ id: request.id, state: 'done', result }),
      (error: unknown) => reply({ id: request.id, state: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
  }
}

export interface WorkerLinkOptions {
  redisUrl: string;
  namespace: string;
  pollMs?: number;
  /** How long a request may wait for a worker to accept it. */
  acceptTimeoutMs?: number;
}

/** A backend's side: the worker's last status, and rebuilds asked of it. */
export class WorkerLink {
  private timer: NodeJS.Timeout | null = null;
  private last: WorkerStatus | null = null;
  private readonly pending = new Map<string, (reply: RebuildReply) => void>();

  private constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    private readonly options: WorkerLinkOptions,
  ) {}

  static async connect(options: WorkerLinkOptions): Promise<WorkerLink> {
    const link = new WorkerLink(await connect(options.redisUrl), await connect(options.redisUrl), options);
    await link.subscriber.subscribe(rebuildReplies(options.namespace), (message: string) => {
      const reply = parse<RebuildReply>(message);
      if (reply && typeof reply.id === 'string') link.pending.get(reply.id)?.(reply);
    });
    await link.refresh().catch(() => {});
    link.timer = setInterval(() => void link.refresh().catch(() => {}), options.pollMs ?? 1000);
    return link;
  }

  /** The leading worker's status as it last published it; null when no worker leads. */
  get status(): WorkerStatus | null {
    return this.last;
  }

  async refresh(): Promise<void> {
    this.last = parse<WorkerStatus>(await this.client.get(workerStatusKey(this.options.namespace)));
  }

  /** Asks the leading worker to rebuild; settles with its outcome, or fails if it goes away. */
  async rebuild(projection: string): Promise<RebuildResult> {
    const leaseKey = projectionsLeaseKey(this.options.namespace);
    if ((await this.client.get(leaseKey)) === null) throw new Error('no projections worker is running');
    const id = randomUUID();
    return new Promise<RebuildResult>((resolve, reject) => {
      let owner: string | null = null;
      const finish = (error: Error | null, result?: RebuildResult) => {
        clearTimeout(acceptTimer);
        clearInterval(watch);
        this.pending.delete(id);
        if (error) reject(error);
        else resolve(result!);
      };
      const acceptTimer = setTimeout(
        () => finish(new Error('the projections worker did not answer')),
        this.options.acceptTimeoutMs ?? 5000,
      );
      // The worker running it may die: then its lease passes on and the rebuild is lost.
      const watch = setInterval(() => {
        if (owner === null) return;
        void this.client.get(leaseKey).then((holder) => {
          if (holder !== owner) finish(new Error('the projections worker running the rebuild stopped'));
        }, () => {});
      }, 2000);
      this.pending.set(id, (reply) => {
        if (reply.state === 'accepted') {
          owner = reply.owner;
          clearTimeout(acceptTimer);
        } else if (reply.state === 'done') finish(null, reply.result);
        else finish(new Error(reply.error));
      });
      this.client.publish(rebuildRequests(this.options.namespace), JSON.stringify({ id, projection } satisfies RebuildRequest)).catch(
        (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
      );
    });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    for (const settle of this.pending.values()) settle({ id: '', state: 'failed', error: 'closing' });
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }
}
