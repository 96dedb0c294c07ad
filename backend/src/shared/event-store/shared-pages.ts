/** The pages one reader has been handed but not yet taken, and how its reading ended. */
interface PageQueue<T> {
  pages: T[][];
  ended: boolean;
  failure: unknown;
  wake: (() => void) | null;
}

/**
 * Pages read once for every reader that joins before the first page has been read: two
 * rebuilds started together (a deploy that bumps both projections) then share one reading
 * thread and decode each row once, instead of each paying for every event. Every reader is
 * handed the same arrays of the same objects, which it must not change.
 *
 * The slowest reader sets the pace: the next page is asked for only while every reader has
 * fewer than `ahead` pages waiting. A reader that leaves early is let go and the others read
 * on; when the last one leaves, the source is stopped, and that reader's leaving waits for it.
 * A failure of the source reaches every reader after the pages it was already handed.
 */
export class SharedPages<T> {
  private readonly readers = new Set<PageQueue<T>>();
  private joinable = true;
  private pumping: Promise<void> | null = null;
  private wakePump: (() => void) | null = null;

  constructor(
    private readonly source: AsyncIterable<T[]>,
    private readonly ahead: number,
    /** Called once, when no reader may join any more (the first page is read, or all ended). */
    private readonly onClosed: () => void = () => {},
  ) {}

  /** Every page from the first, or null once the first page has been read: too late to see it. */
  join(): AsyncGenerator<T[]> | null {
    if (!this.joinable) return null;
    const queue: PageQueue<T> = { pages: [], ended: false, failure: undefined, wake: null };
    this.readers.add(queue);
    this.pumping ??= this.pump();
    return this.read(queue);
  }

  private async pump(): Promise<void> {
    let failure: unknown;
    try {
      for await (const page of this.source) {
        this.close();
        for (const queue of this.readers) {
          queue.pages.push(page);
          wake(queue);
        }
        while (this.readers.size > 0 && [...this.readers].some((queue) => queue.pages.length >= this.ahead)) {
          await new Promise<void>((resolve) => (this.wakePump = resolve));
        }
        // Leaving the loop stops the source.
        if (this.readers.size === 0) return;
      }
    } catch (error: unknown) {
      failure = error ?? new Error('The pages could not be read');
    } finally {
      this.close();
      for (const queue of this.readers) {
        queue.ended = true;
        queue.failure = failure;
        wake(queue);
      }
    }
  }

  private async *read(queue: PageQueue<T>): AsyncGenerator<T[]> {
    try {
      for (;;) {
        const page = queue.pages.shift();
        if (page) {
          this.notifyPump();
          yield page;
        } else if (queue.failure !== undefined) {
          throw queue.failure;
        } else if (queue.ended) {
          return;
        } else {
          await new Promise<void>((resolve) => (queue.wake = resolve));
        }
      }
    } finally {
      this.readers.delete(queue);
      this.notifyPump();
      if (this.readers.size === 0) {
        // No one may join a source that is stopping: a newcomer would keep this leaving waiting.
        this.close();
        await this.pumping;
      }
    }
  }

  private close(): void {
    if (!this.joinable) return;
    this.joinable = false;
    this.onClosed();
  }

  private notifyPump(): void {
    const resume = this.wakePump;
    this.wakePump = null;
    resume?.();
  }
}

const wake = <T>(queue: PageQueue<T>): void => {
  const resume = queue.wake;
  queue.wake = null;
  resume?.();
};
