import { dictionary } from '../engine/dictionary.js';
import type { WriteOp } from './read-model-store.port.js';

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
