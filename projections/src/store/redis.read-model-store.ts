import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createClient } from 'redis';
import {
  CHECKPOINT_KEY,
  type CommitOutcome,
  type CommitRequest,
  type Generation,
  type ReadModelStore,
  type ReadEachResults,
  type ReadOp,
  type ReadOptions,
  type ReadResults,
  type ReadTarget,
  type ScoredMember,
  type TargetedRead,
  type WriteOp,
  refuseLoad,
  type OpenPartLoader,
} from './read-model-store.port.js';
import { builtModule, type ThreadModule } from '../engine/thread-module.js';

/** What the adapter asks of a node-redis client. */
export interface RedisCommandClient {
  /** `timeout` 0: no bound of node-redis's own; otherwise its default (5 s) or the one given. */
  sendCommand(args: readonly string[], options?: { timeout?: number }): Promise<unknown>;
  /** False while the client is not connected (node-redis then queues commands until it is). */
  readonly isReady?: boolean;
  /** A MULTI/EXEC transaction, sent as one write (node-redis's `multi()`). */
  multi(): RedisTransaction;
}

export interface RedisTransaction {
  addCommand(args: string[]): unknown;
  /** Each command's reply, in order. */
  exec(): Promise<unknown>;
}

/** A read that could not be answered within its bound: the caller answers some other way. */
export class ReadModelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadModelUnavailableError';
  }
}

/** A Lua script of `redis-scripts/`, beside this module in `src` and in `dist` alike. */
const luaScript = (name: string): string =>
  readFileSync(new URL(`./redis-scripts/${name}.lua`, import.meta.url), 'utf8');

/**
 * The scripts of what must be decided inside Redis, read once: a commit is refused unless the
 * stored checkpoint is the one expected (and its generation still active), a switch unless the
 * pointer is the one expected. Reads need no script (see `readEach`).
 */
const RUN_OPS = luaScript('run-ops');
const COMMIT_SCRIPT = `${RUN_OPS}\n${luaScript('commit')}`;
const SWITCH_SCRIPT = luaScript('switch');

export interface RedisReadModelStoreOptions {
  /** Namespace of every key this store touches, e.g. 'centre:rm'. */
  root: string;
  /** How many keys one UNLINK removes while dropping a generation. */
  dropBatchSize?: number;
}

/** What a thread needs to open a connection of its own to the same store. */
interface PartLoaderOptions {
  url: string;
  root: string;
}

export class RedisReadModelStore implements ReadModelStore {
  readonly prefersBulkLoad = true;
  private readonly root: string;
  private readonly dropBatchSize: number;
  private readonly loaded = new Set<string>();
  /** Each projection's active generation as this store last read it (null: none), checked at every read. */
  private readonly activeSeen = new Map<string, string | null>();

  constructor(
    private readonly client: RedisCommandClient,
    options: RedisReadModelStoreOptions,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {
    this.root = options.root;
    this.dropBatchSize = options.dropBatchSize ?? 1000;
  }

  /** Connects its own client; `close()` disconnects it. */
  static async connect(
    url: string,
    options: RedisReadModelStoreOptions,
  ): Promise<RedisReadModelStore> {
    const client = createClient({ url, RESP: 2 });
    client.on('error', () => {
      // Reconnects on its own; failed commands surface to their callers.
    });
    await client.connect();
    const store = new RedisReadModelStore(client, options, () => client.close());
    store.url = url;
    return store;
  }

  /** The server's URL when this store connected its own client: threads can then connect too. */
  private url: string | null = null;

  get partLoader(): ThreadModule<PartLoaderOptions> | undefined {
    if (this.url === null) return undefined;
    return {
      module: builtModule(import.meta.url),
      export: 'openRedisPartLoader',
      options: { url: this.url, root: this.root },
    };
  }

  async read<const T extends readonly ReadOp[]>(
    target: ReadTarget,
    ops: T,
    options: ReadOptions = {},
  ): Promise<ReadResults<T>> {
    const [results] = await this.readEach([{ target, ops }], options);
    return results as ReadResults<T>;
  }

  /**
   * One MULTI/EXEC, no script: each active target is read under the generation this store last
   * saw active, and the transaction also reads each such pointer. Redis runs the transaction
   * without interleaving, so when every pointer read back is the one assumed, every read came
   * from the active generation at one moment, as a script that read the pointer first would have
   * given. When one moved (a rebuild switched it, or this store never saw it), the store learns
   * the new pointer and reads again: one more round trip, once per switch.
   */
  async readEach<const T extends readonly TargetedRead[]>(
    reads: T,
    options: ReadOptions = {},
  ): Promise<ReadEachResults<T>> {
    for (let attempt = 0; ; attempt += 1) {
      const pointers = [...new Set(reads.flatMap(({ target }) => ('active' in target ? [target.projection] : [])))];
      const unknown = pointers.filter((projection) => !this.activeSeen.has(projection));
      if (unknown.length > 0) {
        const replies = asArray(await this.send(['MGET', ...unknown.map((p) => this.pointerKey(p))], options.timeoutMs));
        unknown.forEach((projection, i) => this.activeSeen.set(projection, asString(replies[i])));
      }
      const transaction = this.client.multi();
      for (const projection of pointers) transaction.addCommand(['GET', this.pointerKey(projection)]);
      // A projection with no active generation has no keys to read: its reads answer empty.
      const prefixes = reads.map(({ target }) => {
        const generation = 'active' in target ? this.activeSeen.get(target.projection) : String(target.generation);
        return generation === null || generation === undefined ? null : `${this.base(target.projection)}g${generation}:`;
      });
      reads.forEach(({ ops }, i) => {
        const prefix = prefixes[i];
        if (prefix !== null && prefix !== undefined) for (const op of ops) transaction.addCommand(encodeRead(op, prefix));
      });
      const replies = asArray(await this.bounded(() => transaction.exec(), options.timeoutMs));
      const moved = pointers.filter((projection, i) => asString(replies[i]) !== this.activeSeen.get(projection));
      if (moved.length > 0) {
        pointers.forEach((projection, i) => this.activeSeen.set(projection, asString(replies[i])));
        if (attempt < MAX_POINTER_RETRIES) continue;
        throw new ReadModelUnavailableError(`the active generation of ${moved.join(', ')} kept moving during the read`);
      }
      let next = pointers.length;
      return reads.map(({ ops }, i) =>
        ops.map((op) => decodeRead(op, prefixes[i] === null ? null : replies[next++])),
      ) as ReadEachResults<T>;
    }
  }

  async commit(target: Generation, request: CommitRequest): Promise<CommitOutcome> {
    const prefix = this.prefix(target);
    const args = [
      String(request.expectedCheckpoint),
      String(request.checkpoint),
      request.requireActive ? String(target.generation) : '',
      prefix,
    ];
    for (const op of request.ops) {
      for (const command of commandsOf(op, op.key)) {
        args.push(command[0]!, String(command.length - 1));
        for (let i = 1; i < command.length; i += 1) args.push(command[i]!);
      }
    }
    const reply = asArray(
      await this.eval(
        COMMIT_SCRIPT,
        [prefix + CHECKPOINT_KEY, this.pointerKey(target.projection)],
        args,
      ),
    );
    if (reply[0] === 'ok') return { ok: true };
    if (reply[0] === 'retired') {
      const active = String(reply[1] ?? '');
      return {
        ok: false,
        reason: 'retired',
        activeGeneration: active === '' ? null : Number(active),
      };
    }
    return { ok: false, reason: 'fenced', storedCheckpoint: Number(reply[1] ?? 0) };
  }

  async load(target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): Promise<void> {
    refuseLoad(
      target,
      await this.checkpoint(target),
      await this.activeGeneration(target.projection),
    );
    await this.dropGeneration(target);
    await this.pipeline(target, ops);
  }

  /** A part of a bulk load, added to what the generation holds: see `PartLoader`. */
  async loadPart(
    target: Generation,
    ops: Iterable<WriteOp> | AsyncIterable<WriteOp>,
  ): Promise<void> {
    refuseLoad(
      target,
      await this.checkpoint(target),
      await this.activeGeneration(target.projection),
    );
    await this.pipeline(target, ops);
  }

  private async pipeline(
    target: Generation,
    ops: Iterable<WriteOp> | AsyncIterable<WriteOp>,
  ): Promise<void> {
    const prefix = this.prefix(target);
    // Plain commands, pipelined, at most LOAD_WINDOW in flight: node-redis writes those sent in
    // one tick together, and the ops go on coming while the earliest are answered.
    const inFlight: Array<Promise<unknown>> = [];
    const send = (command: string[]) => {
      const sent = this.send(command);
      // Awaited in turn below; until then a failure must not count as unhandled.
      sent.catch(() => {});
      inFlight.push(sent);
    };
    // Plain strings go as MSET of up to CHUNK keys: one command a key cost more than the
    // strings themselves (a projection of one string a document stores many).
    let strings: string[] = ['MSET'];
    const sendStrings = () => {
      if (strings.length > 1) send(strings);
      strings = ['MSET'];
    };
    try {
      for await (const op of ops) {
        if (op.op === 'set') {
          strings.push(prefix + op.key, op.value);
          if (strings.length > 2 * CHUNK) sendStrings();
        } else {
          sendStrings();
          for (const command of commandsOf(op, prefix + op.key)) send(command);
        }
        while (inFlight.length >= LOAD_WINDOW) await inFlight.shift();
      }
      sendStrings();
      while (inFlight.length > 0) await inFlight.shift();
    } finally {
      // The ops failed midway (a fold's read of the log): nothing is left running behind it.
      await Promise.allSettled(inFlight);
    }
  }

  async checkpoint(target: Generation): Promise<number> {
    const value = await this.send(['GET', this.prefix(target) + CHECKPOINT_KEY]);
    return typeof value === 'string' ? Number(value) : 0;
  }

  async activeGeneration(projection: string): Promise<number | null> {
    const value = await this.send(['GET', this.pointerKey(projection)]);
    return typeof value === 'string' ? Number(value) : null;
  }

  async allocateGeneration(projection: string): Promise<number> {
    return Number(await this.send(['INCR', `${this.base(projection)}generations`]));
  }

  async switchActive(projection: string, to: number, expected: number | null): Promise<boolean> {
    const reply = await this.eval(
      SWITCH_SCRIPT,
      [this.pointerKey(projection)],
      [expected === null ? '' : String(expected), String(to)],
    );
    const switched = Number(reply) === 1;
    if (switched) this.activeSeen.set(projection, String(to));
    return switched;
  }

  async dropGeneration(target: Generation): Promise<number> {
    return this.dropMatching(`${escapeGlob(this.prefix(target))}*`);
  }

  /** Every key of this store's root: generations, pointers and counters of all projections. */
  async dropNamespace(): Promise<number> {
    return this.dropMatching(`${escapeGlob(this.root)}:*`);
  }

  private async dropMatching(pattern: string): Promise<number> {
    let cursor = '0';
    let dropped = 0;
    do {
      const reply = asArray(
        await this.send(['SCAN', cursor, 'MATCH', pattern, 'COUNT', String(this.dropBatchSize)]),
      );
      cursor = String(reply[0] ?? '0');
      const keys = asArray(reply[1]).map(String);
      if (keys.length > 0) dropped += Number(await this.send(['UNLINK', ...keys]));
    } while (cursor !== '0');
    return dropped;
  }

  async close(): Promise<void> {
    await this.onClose();
  }

  private base(projection: string): string {
    return `${this.root}:${projection}:`;
  }

  private prefix(target: Generation): string {
    return `${this.base(target.projection)}g${target.generation}:`;
  }

  private pointerKey(projection: string): string {
    return `${this.base(projection)}active`;
  }

  /** EVALSHA, loading the script once per connection (and again after a SCRIPT FLUSH). */
  private async eval(
    script: string,
    keys: readonly string[],
    args: readonly string[],
    timeoutMs?: number,
  ): Promise<unknown> {
    const sha = sha1(script);
    const command = [String(keys.length), ...keys, ...args];
    if (!this.loaded.has(sha)) {
      await this.send(['SCRIPT', 'LOAD', script], timeoutMs);
      this.loaded.add(sha);
    }
    try {
      return await this.send(['EVALSHA', sha, ...command], timeoutMs);
    } catch (error: unknown) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
      return this.send(['EVAL', script, ...command], timeoutMs);
    }
  }

  /**
   * Every command of the store goes through here. While connected, it is bounded by a plain
   * timer of its own (`timeoutMs`, or node-redis's default of 5 s), cleared on the answer, and
   * sent without node-redis's per-command timeout. That one is an `AbortSignal.timeout`, which
   * lives for the whole bound however soon the answer comes, and a young-generation collection
   * keeps whatever a weakly held signal reaches (its listener, the command, its promise and
   * every frame awaiting it). Under load, each availability check's request state was thus
   * promoted to the old generation, 0.8 MB a scavenge, and a full collection paused the backend
   * for 20-50 ms every five seconds; a plain timer dies young.
   *
   * While not connected, a read with a bound of its own is refused at once (its caller answers
   * some other way); any other command waits in node-redis's queue for the connection, with
   * node-redis's own timeout, as before.
   */
  private send(command: readonly string[], timeoutMs?: number): Promise<unknown> {
    if (this.client.isReady === false && timeoutMs === undefined) return this.client.sendCommand(command);
    return this.bounded(() => this.client.sendCommand(command, { timeout: 0 }), timeoutMs);
  }

  /** A transaction's commands carry no timeout of node-redis's own: it is bounded as `send` bounds one. */
  private bounded(run: () => Promise<unknown>, timeoutMs?: number): Promise<unknown> {
    if (this.client.isReady === false) {
      return timeoutMs === undefined
        ? run()
        : Promise.reject(new ReadModelUnavailableError('Redis is not connected'));
    }
    const bound = timeoutMs ?? COMMAND_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ReadModelUnavailableError(`Redis did not answer within ${bound} ms`)),
        bound,
      );
      run().then(
        (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }
}

/** node-redis's default bound of a command (DEFAULT_COMMAND_TIMEOUT), kept for the store's own. */
const COMMAND_TIMEOUT_MS = 5_000;

/** Commands of a bulk load in flight at once. */
const LOAD_WINDOW = 64;

/** A thread's own connection to the Redis store of a rebuild folded in parts (see `partLoader`). */
export const openRedisPartLoader: OpenPartLoader = async (options) => {
  const { url, root } = options as PartLoaderOptions;
  const store = await RedisReadModelStore.connect(url, { root });
  return { load: (target, ops) => store.loadPart(target, ops), close: () => store.close() };
};

/** Lua's unpack has a limit of a few thousand values: a commit's long commands are split. */
const CHUNK = 1000;

/** Reads again after the active pointer moved under them: more would mean rebuilds back to back. */
const MAX_POINTER_RETRIES = 3;

const shas = new Map<string, string>();
/** The script's SHA-1, hashed once per script rather than once per call. */
const sha1 = (text: string): string => {
  let sha = shas.get(text);
  if (sha === undefined) shas.set(text, (sha = createHash('sha1').update(text).digest('hex')));
  return sha;
};

const escapeGlob = (text: string): string => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString() : null;

const bound = (value: number | undefined, open: string): string =>
  value === undefined ? open : String(value);

/** A read op as the Redis command that answers it, its key under `prefix`. */
const encodeRead = (op: ReadOp, prefix: string): string[] => {
  const key = prefix + op.key;
  switch (op.op) {
    case 'get':
      return ['GET', key];
    case 'hget':
      return ['HGET', key, op.field];
    case 'hmget':
      // HMGET wants a field: an empty ask is answered [] by decodeRead whatever comes back.
      return op.fields.length === 0 ? ['EXISTS', key] : ['HMGET', key, ...op.fields];
    case 'hgetall':
      return ['HGETALL', key];
    case 'zcard':
      return ['ZCARD', key];
    case 'zcount':
      return ['ZCOUNT', key, bound(op.min, '-inf'), bound(op.max, '+inf')];
    case 'zrange': {
      // Without score bounds a page is a range of ranks, O(log n + count): the skip list finds a
      // rank directly, where ZRANGEBYSCORE's LIMIT walks every member before the offset (a deep
      // page of a million-member index took tens of milliseconds).
      if (op.min === undefined && op.max === undefined && (op.count === undefined || op.count > 0)) {
        const start = Math.max(0, op.offset ?? 0);
        const stop = op.count === undefined ? -1 : start + op.count - 1;
        return [op.rev ? 'ZREVRANGE' : 'ZRANGE', key, String(start), String(stop), 'WITHSCORES'];
      }
      const min = bound(op.min, '-inf');
      const max = bound(op.max, '+inf');
      const args = op.rev ? [max, min, 'WITHSCORES'] : [min, max, 'WITHSCORES'];
      if (op.offset !== undefined || op.count !== undefined) {
        args.push('LIMIT', String(op.offset ?? 0), String(op.count ?? -1));
      }
      return [op.rev ? 'ZREVRANGEBYSCORE' : 'ZRANGEBYSCORE', key, ...args];
    }
  }
};

const decodeRead = (op: ReadOp, reply: unknown): unknown => {
  switch (op.op) {
    case 'get':
    case 'hget':
      return asString(reply);
    case 'hmget':
      return op.fields.length === 0 ? [] : op.fields.map((_, i) => asString(asArray(reply)[i]));
    case 'hgetall': {
      const flat = asArray(reply);
      const out: Record<string, string> = {};
      for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = String(flat[i + 1]);
      return out;
    }
    case 'zcard':
    case 'zcount':
      return Number(reply ?? 0);
    case 'zrange': {
      const flat = asArray(reply);
      const out: ScoredMember[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        out.push({ member: String(flat[i]), score: Number(flat[i + 1]) });
      return out;
    }
  }
};

/**
 * The Redis commands of a write op, `[command, key, ...args]`, at most CHUNK fields or members
 * each (Lua's unpack takes a few thousand values at most): what a commit runs in its script and
 * a bulk load pipelines.
 */
function* commandsOf(op: WriteOp, key: string): Generator<string[]> {
  switch (op.op) {
    case 'set':
      yield ['SET', key, op.value];
      return;
    case 'del':
      yield ['DEL', key];
      return;
    case 'incrby':
      yield ['INCRBY', key, String(op.by)];
      return;
    case 'hincrby':
      yield ['HINCRBY', key, op.field, String(op.by)];
      return;
    case 'hset': {
      let command = ['HSET', key];
      for (const field in op.fields) {
        command.push(field, op.fields[field]!);
        if (command.length === 2 + 2 * CHUNK) {
          yield command;
          command = ['HSET', key];
        }
      }
      if (command.length > 2) yield command;
      return;
    }
    case 'zadd': {
      let command = ['ZADD', key];
      for (const { score, member } of op.members) {
        command.push(String(score), member);
        if (command.length === 2 + 2 * CHUNK) {
          yield command;
          command = ['ZADD', key];
        }
      }
      if (command.length > 2) yield command;
      return;
    }
    case 'hdel':
      for (let start = 0; start < op.fields.length; start += CHUNK)
        yield ['HDEL', key, ...op.fields.slice(start, start + CHUNK)];
      return;
    case 'zrem':
      for (let start = 0; start < op.members.length; start += CHUNK)
        yield ['ZREM', key, ...op.members.slice(start, start + CHUNK)];
      return;
  }
}
