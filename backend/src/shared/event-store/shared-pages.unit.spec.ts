import { jest } from '@jest/globals';
import { SharedPages } from './shared-pages.js';

/** A source of `count` pages [n] that records how far it was read and whether it was stopped. */
const source = (count: number, failAt?: number) => {
  const seen = { read: 0, stopped: false, finished: false };
  async function* pages(): AsyncGenerator<number[]> {
    try {
      for (let n = 1; n <= count; n += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        if (n === failAt) throw new Error(`page ${n} could not be read`);
        seen.read = n;
        yield [n];
      }
      seen.finished = true;
    } finally {
      seen.stopped = !seen.finished;
    }
  }
  return { pages: pages(), seen };
};

const turns = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('SharedPages', () => {
  it('hands every reader that joined before the first page the same pages, read once', async () => {
    const { pages, seen } = source(5);
    const shared = new SharedPages(pages, 2);
    const readers = [shared.join()!, shared.join()!];
    const read = await Promise.all(
      readers.map(async (reader) => {
        const out: number[][] = [];
        for await (const page of reader) out.push(page);
        return out;
      }),
    );
    expect(read[0]!.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(read[1]!.flat()).toEqual([1, 2, 3, 4, 5]);
    // The very same arrays: decoded once.
    expect(read[0]!.every((page, i) => page === read[1]![i])).toBe(true);
    expect(seen).toEqual({ read: 5, stopped: false, finished: true });
  });

  it('is closed to readers once the first page is read, and says so once', async () => {
    const { pages } = source(3);
    const closed = jest.fn();
    const shared = new SharedPages(pages, 2, closed);
    const first = shared.join()!;
    expect((await first.next()).value).toEqual([1]);
    expect(shared.join()).toBeNull();
    for await (const _page of first) {
      // reads on to the end
    }
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('reads no further ahead of the slowest reader than it allows', async () => {
    const { pages, seen } = source(50);
    const shared = new SharedPages(pages, 3);
    const fast = shared.join()!;
    const slow = shared.join()!;
    const fastRead: number[] = [];
    const fastReading = (async () => {
      for await (const page of fast) fastRead.push(...page);
    })();
    await slow.next();
    await turns(50);
    // The slow reader took page 1; three more wait for it, and the source is read no further.
    expect(seen.read).toBe(4);
    expect(fastRead).toEqual([1, 2, 3, 4]);

    for await (const _page of slow) {
      // catches up
    }
    await fastReading;
    expect(fastRead).toHaveLength(50);
  });

  it('lets a reader leave while the others read on, and stops the source when the last one leaves', async () => {
    const { pages, seen } = source(50);
    const shared = new SharedPages(pages, 2);
    const leaving = shared.join()!;
    const staying = shared.join()!;
    const stayed: number[] = [];

    for await (const page of leaving) if (page[0] === 2) break;
    for await (const page of staying) {
      stayed.push(...page);
      if (page[0] === 10) break;
    }
    // The last one's leaving waited for the source to stop.
    expect(seen.stopped).toBe(true);
    expect(seen.read).toBeLessThan(14);
    expect(stayed).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('hands every reader the pages read before the source failed, then its failure', async () => {
    const { pages } = source(10, 4);
    const shared = new SharedPages(pages, 5);
    const outcomes = await Promise.all(
      [shared.join()!, shared.join()!].map(async (reader) => {
        const out: number[] = [];
        try {
          for await (const page of reader) out.push(...page);
          return { out, error: null };
        } catch (error: unknown) {
          return { out, error: (error as Error).message };
        }
      }),
    );
    expect(outcomes).toEqual([
      { out: [1, 2, 3], error: 'page 4 could not be read' },
      { out: [1, 2, 3], error: 'page 4 could not be read' },
    ]);
  });
});
