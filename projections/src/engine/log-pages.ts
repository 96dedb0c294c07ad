import type { RecordedEvent } from '@centre/contracts';
import type { EventFeed } from './event-feed.port.js';

/**
 * The log after `after`, page by page, up to and including the first short page: the feed's
 * own read-ahead where it has one, else `readAll` asking for the next page before the caller
 * works through the current one, so the read and the caller's work overlap.
 */
export async function* logPages(feed: EventFeed, after: number, limit: number): AsyncGenerator<RecordedEvent[]> {
  if (feed.readAhead) {
    yield* feed.readAhead(after, limit);
    return;
  }
  let next = feed.readAll(after, limit);
  try {
    for (;;) {
      const page = await next;
      const last = page[page.length - 1];
      if (page.length < limit || !last) {
        yield page;
        return;
      }
      next = feed.readAll(last.position, limit);
      yield page;
    }
  } finally {
    // Left early: the page asked for ahead is not wanted, and its failure is nobody's.
    next.catch(() => {});
  }
}
