import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import { BulkWrites } from '../store/bulk-writes.js';
import type { ReadOp, ScoredMember, WriteOp } from '../store/read-model-store.port.js';
import { dictionary } from './dictionary.js';
import type { DocumentDefinition, DocumentLayout, FoldChanges, IndexEntry, Projection, ProjectionFold } from './projection.js';

/** A projection of whole documents, run by the engine, with the layout its queries read through. */
export interface DocumentProjection<D> extends Projection {
  readonly kind: 'documents';
  readonly layout: DocumentLayout<D>;
}

/** The engine's projection of a document definition: its live path and its rebuild are one fold. */
export const documentProjection = <D, E extends AnyEvent>(definition: DocumentDefinition<D, E>): DocumentProjection<D> => ({
  kind: 'documents',
  name: definition.name,
  version: definition.version,
  handles: definition.handles,
  layout: definition.layout,
  fold: () => new DocumentFold(definition),
  ...(definition.foldsInParts && { foldsInParts: definition.foldsInParts }),
});

/** The hash of a projection's encoded documents, by id, within its generation. */
export const DOCUMENTS_KEY = 'documents';

/** The sorted set of one index (document ids, scored by their sort key), within its generation. */
export const indexKey = (index: string): string => `index:${index}`;

const NO_ENTRIES: readonly IndexEntry[] = [];

/** What a seeded document was when the batch loaded it. */
interface Stored<D> {
  encoded: string;
  document: D;
}

/**
 * Documents as objects in a map that each event's `evolve` replaces. Seeded (the live path), it
 * holds the documents a batch touches as stored, and its changes are the documents whose
 * encoding differs, with the index entries they leave and join; a rebuild's holds every
 * document, encoded once, at the end.
 */
class DocumentFold<D, E extends AnyEvent> implements ProjectionFold {
  private readonly documents = new Map<string, D>();
  /** Seeded only: the stored documents, and the ids the events touched. */
  private stored: Map<string, Stored<D>> | null = null;
  private readonly touched = new Set<string>();
  private asked: string[] = [];

  constructor(private readonly definition: DocumentDefinition<D, E>) {}

  get entries(): number {
    return this.documents.size;
  }

  reads(events: readonly RecordedEvent[]): ReadOp[] {
    const ids = new Set<string>();
    for (const event of events) ids.add(this.definition.documentId(event as RecordedEvent<E>));
    this.asked = [...ids];
    return this.asked.length === 0 ? [] : [{ op: 'hmget', key: DOCUMENTS_KEY, fields: this.asked }];
  }

  seed(results: readonly unknown[]): void {
    this.stored = new Map();
    const values = (results[0] ?? []) as ReadonlyArray<string | null>;
    this.asked.forEach((id, i) => {
      const encoded = values[i];
      if (encoded === null || encoded === undefined) return;
      const document = this.definition.layout.decode(id, encoded);
      this.documents.set(id, document);
      this.stored?.set(id, { encoded, document });
    });
  }

  apply(recorded: RecordedEvent): void {
    // The engine applies only the events of the projection's `handles`.
    const event = recorded as RecordedEvent<E>;
    const id = this.definition.documentId(event);
    const before = this.documents.get(id) ?? null;
    const after = this.definition.evolve(before, event);
    if (after === before) return;
    if (after === null) this.documents.delete(id);
    else this.documents.set(id, after);
    if (this.stored) this.touched.add(id);
  }

  changes(): FoldChanges {
    const { layout } = this.definition;
    const written = dictionary<string>();
    const removed: string[] = [];
    const joined = new Map<string, ScoredMember[]>();
    const left = new Map<string, string[]>();
    const documents: string[] = [];
    for (const id of this.touched) {
      const before = this.stored?.get(id);
      const after = this.documents.get(id);
      const encoded = after === undefined ? undefined : layout.encode(after);
      if (encoded === before?.encoded) continue;
      documents.push(id);
      if (encoded === undefined) removed.push(id);
      else written[id] = encoded;
      if (!layout.indexes) continue;
      const was = before ? layout.indexes(before.document) : NO_ENTRIES;
      const is = after !== undefined ? layout.indexes(after) : NO_ENTRIES;
      for (const entry of was) {
        if (!is.some((e) => e.index === entry.index)) listed(left, indexKey(entry.index), id);
      }
      for (const entry of is) {
        if (!was.some((e) => e.index === entry.index && e.score === entry.score)) listed(joined, indexKey(entry.index), { member: id, score: entry.score });
      }
    }
    const writes: WriteOp[] = [];
    if (documents.length > removed.length) writes.push({ op: 'hset', key: DOCUMENTS_KEY, fields: written });
    if (removed.length > 0) writes.push({ op: 'hdel', key: DOCUMENTS_KEY, fields: removed });
    for (const [key, members] of joined) writes.push({ op: 'zadd', key, members });
    for (const [key, members] of left) writes.push({ op: 'zrem', key, members });
    return { writes, documents };
  }

  *dump(): Generator<WriteOp> {
    const { layout } = this.definition;
    const writes = new BulkWrites();
    for (const [id, document] of this.documents) {
      writes.hset(DOCUMENTS_KEY, id, layout.encode(document));
      if (layout.indexes) for (const entry of layout.indexes(document)) writes.zadd(indexKey(entry.index), entry.score, id);
      if (writes.ready.length > 0) {
        yield* writes.ready;
        writes.ready.length = 0;
      }
    }
    yield* writes.all();
  }
}

/** Adds an item to the list kept under a key. */
const listed = <T>(lists: Map<string, T[]>, key: string, item: T): void => {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
};
