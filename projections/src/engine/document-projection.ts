import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import { BULK_CHUNK } from '../store/bulk-writes.js';
import type { ReadOp, ScoredMember, WriteOp } from '../store/read-model-store.port.js';
import { dictionary } from './dictionary.js';
import type { DocumentDefinition, DocumentLayout, FoldChanges, IndexEntry, Projection, ProjectionFold, TotalEntry } from './projection.js';

/** A projection of whole documents, run by the engine, with the layout its queries read through. */
export interface DocumentProjection<D> extends Projection {
  readonly kind: 'documents';
  readonly layout: DocumentLayout<D>;
}

/** The engine's projection of a document definition: its live path and its rebuild are one fold. */
export const documentProjection = <D, E extends AnyEvent>(definition: DocumentDefinition<D, E>): DocumentProjection<D> => {
  if (definition.immutable && definition.layout.totals) {
    // Totals are kept as differences from the stored document, which an immutable one never reads.
    throw new Error(`${definition.name}: running totals need a projection that reads what the store holds (not immutable)`);
  }
  return {
    kind: 'documents',
    name: definition.name,
    version: definition.version,
    handles: definition.handles,
    layout: definition.layout,
    fold: () => new DocumentFold(definition),
    ...(definition.foldsInParts && { foldsInParts: definition.foldsInParts }),
  };
};

/** The hash of a projection's encoded documents, by id, within its generation. */
export const DOCUMENTS_KEY = 'documents';

/** The sorted set of one index (document ids, scored by their sort key), within its generation. */
export const indexKey = (index: string): string => `index:${index}`;

/** The hash of a projection's running totals, by name, within its generation. */
export const TOTALS_KEY = 'totals';

const NO_ENTRIES: readonly IndexEntry[] = [];
const NO_TOTALS: readonly TotalEntry[] = [];

/** A document as the store holds it: its encoding, and what that decodes to. */
interface Stored<D> {
  encoded: string;
  document: D;
}

/**
 * Documents as objects in a map that each event's `evolve` replaces, written as the difference
 * from what the store holds: the documents whose encoding changed, with the index entries they
 * leave and join. Seeded (the live path), it starts from the stored documents a batch touches;
 * a rebuild's starts empty and holds every document until its dump.
 */
class DocumentFold<D, E extends AnyEvent> implements ProjectionFold {
  /** Documents the events changed (null: gone). */
  private readonly documents = new Map<string, D | null>();
  /** What the store holds of the documents a batch touches: seeded. */
  private readonly stored = new Map<string, Stored<D>>();
  private asked: string[] = [];

  constructor(private readonly definition: DocumentDefinition<D, E>) {}

  get entries(): number {
    return this.documents.size;
  }

  reads(events: readonly RecordedEvent[]): ReadOp[] {
    if (this.definition.immutable) return [];
    const ids = new Set<string>();
    for (const event of events) ids.add(this.definition.documentId(event as RecordedEvent<E>));
    this.asked = [...ids];
    return this.asked.length === 0 ? [] : [{ op: 'hmget', key: DOCUMENTS_KEY, fields: this.asked }];
  }

  seed(results: readonly unknown[]): void {
    const values = (results[0] ?? []) as ReadonlyArray<string | null>;
    this.asked.forEach((id, i) => {
      const encoded = values[i];
      if (encoded !== null && encoded !== undefined) this.stored.set(id, { encoded, document: this.definition.layout.decode(id, encoded) });
    });
  }

  apply(recorded: RecordedEvent): void {
    // The engine applies only the events of the projection's `handles`.
    const event = recorded as RecordedEvent<E>;
    const id = this.definition.documentId(event);
    const changed = this.documents.get(id);
    const before = changed !== undefined ? changed : (this.stored.get(id)?.document ?? null);
    const after = this.definition.evolve(before, event);
    if (after !== before) this.documents.set(id, after);
  }

  changes(): FoldChanges {
    const writes = new DocumentWrites();
    const documents: string[] = [];
    for (const [id, document] of this.documents) if (this.write(id, document, writes)) documents.push(id);
    return { writes: writes.all(), documents };
  }

  *dump(): Generator<WriteOp> {
    const writes = new DocumentWrites();
    for (const [id, document] of this.documents) {
      this.write(id, document, writes);
      yield* writes.ready();
    }
    yield* writes.all();
  }

  /** Adds what takes the store from what it holds of the document to the document; false when nothing. */
  private write(id: string, document: D | null, writes: DocumentWrites): boolean {
    const { layout } = this.definition;
    const before = this.stored.get(id);
    const encoded = document === null ? undefined : layout.encode(document);
    if (encoded === before?.encoded) return false;
    if (encoded === undefined) writes.remove(id);
    else writes.store(id, encoded);
    if (layout.indexes) {
      const was = before ? layout.indexes(before.document) : NO_ENTRIES;
      const is = document !== null ? layout.indexes(document) : NO_ENTRIES;
      for (const entry of was) if (!is.some((e) => e.index === entry.index)) writes.leave(entry.index, id);
      for (const entry of is) if (!was.some((e) => e.index === entry.index && e.score === entry.score)) writes.join(entry.index, entry.score, id);
    }
    if (layout.totals) {
      // The difference from what the store holds: a change seen twice differs by nothing.
      for (const entry of before ? layout.totals(before.document) : NO_TOTALS) writes.count(entry.total, -entry.value);
      for (const entry of document !== null ? layout.totals(document) : NO_TOTALS) writes.count(entry.total, entry.value);
    }
    return true;
  }
}

/**
 * Writes of documents and index entries, gathered per key in commands of at most BULK_CHUNK
 * fields or members: `ready()` hands out the full ones as they fill, `all()` the rest.
 */
class DocumentWrites {
  private stored = dictionary<string>();
  private storedCount = 0;
  private readonly joined = new Map<string, ScoredMember[]>();
  private readonly removed: string[] = [];
  private readonly left = new Map<string, string[]>();
  private readonly counted = new Map<string, number>();
  private readonly full: WriteOp[] = [];

  store(id: string, encoded: string): void {
    this.stored[id] = encoded;
    if (++this.storedCount === BULK_CHUNK) {
      this.full.push({ op: 'hset', key: DOCUMENTS_KEY, fields: this.stored });
      this.stored = dictionary<string>();
      this.storedCount = 0;
    }
  }

  remove(id: string): void {
    this.removed.push(id);
  }

  join(index: string, score: number, id: string): void {
    const members = this.joined.get(index);
    if (!members) this.joined.set(index, [{ member: id, score }]);
    else if (members.push({ member: id, score }) === BULK_CHUNK) {
      this.full.push({ op: 'zadd', key: indexKey(index), members });
      this.joined.delete(index);
    }
  }

  leave(index: string, id: string): void {
    const members = this.left.get(index);
    if (members) members.push(id);
    else this.left.set(index, [id]);
  }

  count(total: string, by: number): void {
    this.counted.set(total, (this.counted.get(total) ?? 0) + by);
  }

  /** The commands that are full, taken out. */
  ready(): WriteOp[] {
    return this.full.length === 0 ? NO_WRITES : this.full.splice(0);
  }

  /** Every command, the full ones first, taken out. */
  all(): WriteOp[] {
    const ops = this.full.splice(0);
    if (this.storedCount > 0) ops.push({ op: 'hset', key: DOCUMENTS_KEY, fields: this.stored });
    if (this.removed.length > 0) ops.push({ op: 'hdel', key: DOCUMENTS_KEY, fields: this.removed.splice(0) });
    for (const [index, members] of this.joined) ops.push({ op: 'zadd', key: indexKey(index), members });
    for (const [index, members] of this.left) ops.push({ op: 'zrem', key: indexKey(index), members });
    for (const [total, by] of this.counted) if (by !== 0) ops.push({ op: 'hincrby', key: TOTALS_KEY, field: total, by });
    this.stored = dictionary<string>();
    this.storedCount = 0;
    this.joined.clear();
    this.left.clear();
    this.counted.clear();
    return ops;
  }
}

const NO_WRITES: WriteOp[] = [];
