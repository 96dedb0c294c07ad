import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import { hsetCommands } from '../store/bulk-writes.js';
import type { ReadOp, WriteOp } from '../store/read-model-store.port.js';
import { dictionary } from './dictionary.js';
import type { FieldsDefinition, FoldChanges, Projection, ProjectionFold } from './projection.js';

/** A projection of fields, run by the engine: each document is kept as a hash of its fields. */
export interface FieldsProjection extends Projection {
  readonly kind: 'fields';
}

/** The engine's projection of a definition of fields: its live path and its rebuild are one fold. */
export const fieldsProjection = <E extends AnyEvent>(definition: FieldsDefinition<E>): FieldsProjection => ({
  kind: 'fields',
  name: definition.name,
  version: definition.version,
  handles: definition.handles,
  fold: () => new FieldsFold(definition),
  ...(definition.foldsInParts && { foldsInParts: definition.foldsInParts }),
});

/** Where a document of fields is kept within its generation: a hash under its own id. */
export const fieldsKey = (documentId: string): string => documentId;

/**
 * Documents of fields in maps that each event's patch changes in place. Seeded (the live path),
 * it holds only the fields the batch reads, and remembers which fields the batch changed; a
 * rebuild's holds every field of every document and remembers nothing else.
 */
class FieldsFold<E extends AnyEvent> implements ProjectionFold {
  private readonly documents = new Map<string, Map<string, string>>();
  /** Seeded only: each changed field's last value (null: deleted), by document. */
  private touched: Map<string, Map<string, string | null>> | null = null;
  private asked: Array<[string, string[]]> = [];
  private held = 0;

  constructor(private readonly definition: FieldsDefinition<E>) {}

  get entries(): number {
    return this.held;
  }

  reads(events: readonly RecordedEvent[]): ReadOp[] {
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      const handled = event as RecordedEvent<E>;
      const id = this.definition.documentId(handled);
      let fields = wanted.get(id);
      if (!fields) wanted.set(id, (fields = new Set()));
      for (const field of this.definition.fieldsRead(handled)) fields.add(field);
    }
    this.asked = [...wanted].map(([id, fields]) => [id, [...fields]]);
    return this.asked.map(([id, fields]) => ({ op: 'hmget', key: fieldsKey(id), fields }));
  }

  seed(results: readonly unknown[]): void {
    this.touched = new Map();
    this.asked.forEach(([id, fields], i) => {
      const values = results[i] as ReadonlyArray<string | null>;
      const document = this.document(id);
      fields.forEach((field, j) => {
        const value = values[j];
        if (value !== null && value !== undefined && !document.has(field)) {
          document.set(field, value);
          this.held += 1;
        }
      });
    });
  }

  apply(recorded: RecordedEvent): void {
    // The engine applies only the events of the projection's `handles`.
    const event = recorded as RecordedEvent<E>;
    const id = this.definition.documentId(event);
    const document = this.document(id);
    const patch = this.definition.evolve(document, event);
    if (patch.size === 0) return;
    let touched: Map<string, string | null> | undefined;
    if (this.touched) {
      touched = this.touched.get(id);
      if (!touched) this.touched.set(id, (touched = new Map()));
    }
    for (const [field, value] of patch) {
      if (value === null) {
        if (document.delete(field)) this.held -= 1;
      } else {
        const size = document.size;
        document.set(field, value);
        this.held += document.size - size;
      }
      touched?.set(field, value);
    }
  }

  changes(): FoldChanges {
    const writes: WriteOp[] = [];
    const documents: string[] = [];
    for (const [id, fields] of this.touched ?? []) {
      const set = dictionary<string>();
      const removed: string[] = [];
      let anySet = false;
      for (const [field, value] of fields) {
        if (value === null) removed.push(field);
        else {
          set[field] = value;
          anySet = true;
        }
      }
      const key = fieldsKey(id);
      if (anySet) writes.push({ op: 'hset', key, fields: set });
      if (removed.length > 0) writes.push({ op: 'hdel', key, fields: removed });
      documents.push(id);
    }
    return { writes, documents };
  }

  *dump(): Generator<WriteOp> {
    // A document whose last field went holds nothing: no key, as in Redis.
    for (const [id, fields] of this.documents) yield* hsetCommands(fieldsKey(id), fields);
  }

  private document(id: string): Map<string, string> {
    let document = this.documents.get(id);
    if (!document) this.documents.set(id, (document = new Map()));
    return document;
  }
}
