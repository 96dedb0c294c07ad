import type { LabDayEvent } from '@centre/contracts';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import type { ScoreRange, ScoredMember } from '../store/read-model-store.port.js';
import { documentProjection, indexKey } from './document-projection.js';
import { DocumentReader, NEAR_PAGE } from './document-reader.js';

const NAME = 'reader-spec';
const projection = documentProjection<string, LabDayEvent>({
  name: NAME,
  version: 1,
  handles: [],
  documentId: ({ event }) => event.data.bookingId,
  evolve: (document) => document,
  layout: { encode: (d) => d, decode: (_id, encoded) => encoded },
});

// Three indexes holding each id once between them; three ids a score, so pages meet ties. The
// ids are not padded: by id, 'd-10' comes before 'd-9', as in the sorted sets.
const INDEXES = ['a', 'b', 'c'];
const ENTRIES = NEAR_PAGE * 3 + 17;
const entries = Array.from({ length: ENTRIES }, (_, n) => ({ member: `d-${n}`, score: 1_000 + Math.floor(n / 3) * 7, index: INDEXES[(n * 7 + Math.floor(n / 5)) % 3]! }));
const inOrder = (rev: boolean, min = -Infinity, max = Infinity): ScoredMember[] =>
  entries
    .filter((e) => e.score >= min && e.score <= max)
    .map(({ member, score }) => ({ member, score }))
    .sort((a, b) => (rev ? -1 : 1) * (a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0)));

describe.each(STORES)('a page across indexes (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await open();
    const target = { projection: NAME, generation: 1 };
    await opened.store.switchActive(NAME, 1, null);
    const ops = INDEXES.map((index) => ({
      op: 'zadd' as const,
      key: indexKey(index),
      members: entries.filter((e) => e.index === index).map(({ member, score }) => ({ member, score })),
    }));
    const outcome = await opened.store.commit(target, { ops, expectedCheckpoint: await opened.store.checkpoint(target), checkpoint: 1 });
    expect(outcome.ok).toBe(true);
  });
  afterAll(() => opened.dispose());

  it.each<[string, ScoreRange, number, number]>([
    ['the first page', {}, 0, 20],
    ['near the top', {}, NEAR_PAGE, 20],
    ['deep', {}, NEAR_PAGE + 1, 20],
    ['deep, a page starting amid ties', {}, 2 * NEAR_PAGE + 301, 50],
    ['the last page, short', {}, ENTRIES - 7, 20],
    ['past the end', {}, ENTRIES + 3, 20],
    ['within a range of sort keys, deep', { min: 1_000 + 7 * 200, max: 1_000 + 7 * 900 }, NEAR_PAGE + 400, 30],
  ])('in both orders as one sorted set would give it: %s', async (_label, range, offset, count) => {
    const reader = new DocumentReader(opened.store, projection);
    for (const rev of [false, true]) {
      const expected = inOrder(rev, range.min, range.max);
      const page = await reader.pageAcross(INDEXES, { ...range, rev, offset, count });
      expect(page.total).toBe(expected.length);
      expect(page.ids).toEqual(expected.slice(offset, offset + count).map((e) => e.member));
      expect(page.scores).toEqual(expected.slice(offset, offset + count).map((e) => e.score));
    }
  });

  it('reads every entry when no count is asked', async () => {
    const page = await new DocumentReader(opened.store, projection).pageAcross(INDEXES, { rev: true });
    expect(page.ids).toEqual(inOrder(true).map((e) => e.member));
  });
});
