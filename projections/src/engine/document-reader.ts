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
   * many they hold together within the range. The first offset + count of each, read at once
   * and merged, hold the page; past NEAR_PAGE, the sort key the page starts near is found first
   * (`startOf`), and the indexes are read from there.
   */
  async pageAcross(indexes: readonly string[], page: IndexPage = {}): Promise<{ ids: string[]; scores: number[]; total: number }> {
    if (indexes.length === 1) return this.page(indexes[0]!, page);
    const offset = page.offset ?? 0;
    if (page.count === undefined || offset <= NEAR_PAGE) return this.merged(indexes, page);
    const ends = await this.store.read(
      this.active,
      indexes.flatMap((index) => {
        const key = indexKey(index);
        const range = rangeOf(page);
        return [
          { op: 'zcount' as const, key, ...range },
          { op: 'zrange' as const, key, ...range, offset: 0, count: 1 },
          { op: 'zrange' as const, key, ...range, rev: true, offset: 0, count: 1 },
        ];
      }),
    );
    let total = 0;
    let low = Infinity;
    let high = -Infinity;
    for (let i = 0; i < ends.length; i += 3) {
      total += ends[i] as number;
      low = Math.min(low, (ends[i + 1] as ScoredMember[])[0]?.score ?? Infinity);
      high = Math.max(high, (ends[i + 2] as ScoredMember[])[0]?.score ?? -Infinity);
    }
    if (offset >= total) return { ids: [], scores: [], total };
    const { bound, before } = await this.startOf(indexes, page, { low, high, total, offset });
    const rest = await this.merged(indexes, { ...page, ...(page.rev ? { max: bound } : { min: bound }), offset: offset - before });
    return { ...rest, total };
  }

  /** The first offset + count of each index, merged, and the page of them. */
  private async merged(indexes: readonly string[], page: IndexPage): Promise<{ ids: string[]; scores: number[]; total: number }> {
    const range = rangeOf(page);
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

  /**
   * A sort key at or before (in the page's order) the `offset`-th entry of the indexes, with
   * how many entries come before it, at most NEAR_PAGE short of `offset` unless ties at one key
   * hold more: halves the keys between the first and the last entry, one count of every index
   * at a time.
   */
  private async startOf(
    indexes: readonly string[],
    page: IndexPage,
    { low, high, total, offset }: { low: number; high: number; total: number; offset: number },
  ): Promise<{ bound: number; before: number }> {
    // `near` is the key the page starts from, `far` one past the offset-th entry.
    let near = page.rev ? high : low;
    let far = page.rev ? low : high;
    let before = 0;
    while (offset - before > NEAR_PAGE) {
      const mid = near + (far - near) / 2;
      if (mid === near || mid === far) break;
      // Entries at or after `mid` in the page's order; those before it are the rest.
      const from = page.rev ? { ...(page.min !== undefined && { min: page.min }), max: mid } : { min: mid, ...(page.max !== undefined && { max: page.max }) };
      const counts = await this.store.read(
        this.active,
        indexes.map((index) => ({ op: 'zcount' as const, key: indexKey(index), ...from })),
      );
      const beforeMid = total - (counts as number[]).reduce((sum, n) => sum + n, 0);
      if (beforeMid <= offset) {
        near = mid;
        before = beforeMid;
      } else far = mid;
    }
    return { bound: near, before };
  }
}

/** Offsets up to this many entries into several indexes are read from the top of each. */
export const NEAR_PAGE = 1_000;

const rangeOf = (page: ScoreRange): ScoreRange => ({
  ...(page.min !== undefined && { min: page.min }),
  ...(page.max !== undefined && { max: page.max }),
});
