import type { ReadModelStore, ReadTarget, ScoredMember, ScoreRange } from '../store/read-model-store.port.js';
import { DOCUMENTS_KEY, indexKey, type DocumentProjection } from './document-projection.js';

/** Where a page of an index starts and how it runs. */
export interface IndexPage extends ScoreRange {
  /** Highest sort key first. */
  rev?: boolean;
  offset?: number;
  count?: number;
}

/**
 * How a query reads a projection of documents, in its terms (ids, indexes) rather than the
 * store's: always the active generation, as the layout keeps it.
 */
export class DocumentReader<D> {
  private readonly active: ReadTarget;

  constructor(
    private readonly store: ReadModelStore,
    private readonly projection: DocumentProjection<D>,
  ) {
    this.active = { projection: projection.name, active: true };
  }

  /** The documents of these ids, in the same order; those that do not exist are left out. */
  async get(ids: readonly string[]): Promise<D[]> {
    if (ids.length === 0) return [];
    const [values] = await this.store.read(this.active, [{ op: 'hmget', key: DOCUMENTS_KEY, fields: ids }]);
    return values.flatMap((value, i) => (value === null ? [] : [this.projection.layout.decode(ids[i]!, value)]));
  }

  /** One document, or null. */
  async one(id: string): Promise<D | null> {
    return (await this.get([id]))[0] ?? null;
  }

  /** A page of an index's ids in sort order (with their sort keys), and how many the index holds within the range. */
  async page(index: string, page: IndexPage = {}): Promise<{ ids: string[]; scores: number[]; total: number }> {
    const key = indexKey(index);
    const range = { ...(page.min !== undefined && { min: page.min }), ...(page.max !== undefined && { max: page.max }) };
    const [members, total] = await this.store.read(this.active, [
      {
        op: 'zrange',
        key,
        ...range,
        ...(page.rev && { rev: true }),
        ...(page.offset !== undefined && { offset: page.offset }),
        ...(page.count !== undefined && { count: page.count }),
      },
      { op: 'zcount', key, ...range },
    ]);
    return { ids: members.map((m) => m.member), scores: members.map((m) => m.score), total };
  }

  /**
   * A page of several indexes that hold each document at most once, read as if they were one:
   * ids in the sorted sets' own order (sort key, then id; both reversed with `rev`), and how
   * many they hold together within the range. The first offset + count of each, read at once,
   * hold the page.
   */
  async pageAcross(indexes: readonly string[], page: IndexPage = {}): Promise<{ ids: string[]; scores: number[]; total: number }> {
    if (indexes.length === 1) return this.page(indexes[0]!, page);
    const range = { ...(page.min !== undefined && { min: page.min }), ...(page.max !== undefined && { max: page.max }) };
    const offset = page.offset ?? 0;
    const upTo = page.count !== undefined ? { offset: 0, count: offset + page.count } : {};
    const results = await this.store.read(
      this.active,
      indexes.flatMap((index) => {
        const key = indexKey(index);
        return [
          { op: 'zrange' as const, key, ...range, ...(page.rev && { rev: true }), ...upTo },
          { op: 'zcount' as const, key, ...range },
        ];
      }),
    );
    const members: ScoredMember[] = [];
    let total = 0;
    for (let i = 0; i < results.length; i += 2) {
      members.push(...(results[i] as ScoredMember[]));
      total += results[i + 1] as number;
    }
    const order = page.rev ? -1 : 1;
    members.sort((a, b) => order * (a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0)));
    const taken = members.slice(offset, page.count !== undefined ? offset + page.count : undefined);
    return { ids: taken.map((m) => m.member), scores: taken.map((m) => m.score), total };
  }
}
