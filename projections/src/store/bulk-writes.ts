import { dictionary } from '../engine/dictionary.js';
import type { ScoredMember, WriteOp } from './read-model-store.port.js';

/** Fields or members per command of a bulk load. */
export const BULK_CHUNK = 1000;

/** A hash's fields as `hset` commands of at most `size` fields. */
export function* hsetCommands(key: string, fields: Iterable<readonly [string, string]>, size = BULK_CHUNK): Generator<WriteOp> {
  let chunk = dictionary<string>();
  let n = 0;
  for (const [field, value] of fields) {
    chunk[field] = value;
    if (++n === size) {
      yield { op: 'hset', key, fields: chunk };
      chunk = dictionary<string>();
      n = 0;
    }
  }
  if (n > 0) yield { op: 'hset', key, fields: chunk };
}

/** A sorted set's members as `zadd` commands of at most `size` members. */
export function* zaddCommands(key: string, members: Iterable<readonly [string, number]>, size = BULK_CHUNK): Generator<WriteOp> {
  let chunk: ScoredMember[] = [];
  for (const [member, score] of members) {
    chunk.push({ member, score });
    if (chunk.length === size) {
      yield { op: 'zadd', key, members: chunk };
      chunk = [];
    }
  }
  if (chunk.length > 0) yield { op: 'zadd', key, members: chunk };
}

/**
 * Hash fields and sorted-set members of many keys, gathered in whatever order they come and
 * handed out in commands of BULK_CHUNK: `ready` holds the full ones as soon as they fill.
 */
export class BulkWrites {
  private readonly hashes = new Map<string, Record<string, string>>();
  private readonly sizes = new Map<string, number>();
  private readonly zsets = new Map<string, ScoredMember[]>();
  /** Full commands, ready to store. */
  readonly ready: WriteOp[] = [];

  hset(key: string, field: string, value: string): void {
    let fields = this.hashes.get(key);
    if (!fields) this.hashes.set(key, (fields = dictionary<string>()));
    fields[field] = value;
    const size = (this.sizes.get(key) ?? 0) + 1;
    this.sizes.set(key, size);
    if (size === BULK_CHUNK) {
      this.ready.push({ op: 'hset', key, fields });
      this.hashes.delete(key);
      this.sizes.delete(key);
    }
  }

  zadd(key: string, score: number, member: string): void {
    let members = this.zsets.get(key);
    if (!members) this.zsets.set(key, (members = []));
    members.push({ member, score });
    if (members.length === BULK_CHUNK) {
      this.ready.push({ op: 'zadd', key, members });
      this.zsets.delete(key);
    }
  }

  /** The full commands, then the rest. */
  *all(): Generator<WriteOp> {
    yield* this.ready;
    for (const [key, fields] of this.hashes) yield { op: 'hset', key, fields };
    for (const [key, members] of this.zsets) yield { op: 'zadd', key, members };
  }
}
