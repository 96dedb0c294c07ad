import type { RecordedEvent } from '@centre/contracts';
import { requested } from '../testing/events.js';
import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import type { EventFeed } from './event-feed.port.js';
import { logPages } from './log-pages.js';

const feedOf = (count: number): InMemoryEventFeed => {
  const feed = new InMemoryEventFeed();
  for (let i = 0; i < count; i += 1) feed.append('labday-x', requested({ bookingId: `b-${i}` }));
  return feed;
};

const positions = (pages: RecordedEvent[][]): number[][] => pages.map((page) => page.map((e) => e.position));

const collect = async (pages: AsyncIterable<RecordedEvent[]>): Promise<RecordedEvent[][]> => {
  const out: RecordedEvent[][] = [];
  for await (const page of pages) out.push(page);
  return out;
};

describe('logPages', () => {
  it('reads the log after a position page by page, up to the first short page', async () => {
    const feed = feedOf(7);
    expect(positions(await collect(logPages(feed, 1, 3)))).toEqual([[2, 3, 4], [5, 6, 7], []]);
    expect(positions(await collect(logPages(feed, 0, 4)))).toEqual([[1, 2, 3, 4], [5, 6, 7]]);
  });

  it('asks for the next page before the caller works through the current one', async () => {
    const feed = feedOf(6);
    const asked: number[] = [];
    const counting: EventFeed = {
      head: () => feed.head(),
      subscribe: (after, onEvent) => feed.subscribe(after, onEvent),
      readAll: (after, limit) => {
        asked.push(after);
        return feed.readAll(after, limit);
      },
    };
    const seen: number[][] = [];
    for await (const _page of logPages(counting, 0, 2)) seen.push([...asked]);
    expect(seen).toEqual([[0, 2], [0, 2, 4], [0, 2, 4, 6], [0, 2, 4, 6]]);
  });

  it('leaves early without an unhandled failure of the page read ahead', async () => {
    const feed = feedOf(4);
    let reads = 0;
    const failing: EventFeed = {
      head: () => feed.head(),
      subscribe: (after, onEvent) => feed.subscribe(after, onEvent),
      readAll: (after, limit) => (++reads === 2 ? Promise.reject(new Error('log gone')) : feed.readAll(after, limit)),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for await (const page of logPages(failing, 0, 2)) {
        expect(page).toHaveLength(2);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it("uses the feed's own read-ahead where it has one", async () => {
    const feed = feedOf(3);
    const own: EventFeed = {
      head: () => feed.head(),
      subscribe: (after, onEvent) => feed.subscribe(after, onEvent),
      readAll: () => Promise.reject(new Error('not this way')),
      async *readAhead(after, limit) {
        yield feed.events.slice(after, after + limit);
      },
    };
    expect(positions(await collect(logPages(own, 1, 5)))).toEqual([[2, 3]]);
  });
});
