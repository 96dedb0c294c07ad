import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_SUFFIX } from './outbox-mbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The outbox's files: a day's mbox, or a mail's `.eml` file as earlier versions wrote them. */
const isOutboxFile = (name: string): boolean => name.endsWith(OUTBOX_SUFFIX) || name.endsWith('.eml');

/**
 * Removes the outbox's files last written before `cutoff` (a day's mbox once its last mail is
 * that old); returns how many. One file at a time, off the event loop: a folder of a year's
 * mails must not hold up the site's requests. A file that goes while it runs (another instance
 * pruning the same folder) is not an error.
 */
export const pruneOutbox = async (dir: string, cutoff: Date): Promise<number> => {
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!isOutboxFile(name)) continue;
    const file = path.join(dir, name);
    try {
      if ((await stat(file)).mtimeMs < cutoff.getTime()) {
        await unlink(file);
        removed += 1;
      }
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
};

export interface OutboxRetentionOptions {
  /** Removes what was sent before the cutoff; resolves to how many mails went. */
  prune: (cutoff: Date) => Promise<number>;
  /** Days a sent mail is kept; 0 keeps every one. */
  days: number;
  now?: () => Date;
  /** Told how a pass went: how many mails went, or why it failed. */
  report?: (outcome: { removed: number } | { error: unknown }) => void;
}

/**
 * Sent mail, pruned at start and once a day after: the mbox outbox of the embedded default (a
 * file a day) and the mail database's record of sent mails. The timer does not keep the process alive.
 */
export class OutboxRetention {
  private readonly timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: OutboxRetentionOptions) {
    if (options.days <= 0) return;
    this.timer = setInterval(() => void this.prune(), DAY_MS).unref();
    void this.prune();
  }

  /** One pass; resolves when it is over, however it went (the outcome goes to `report`). */
  async prune(): Promise<void> {
    if (this.options.days <= 0) return;
    const now = this.options.now?.() ?? new Date();
    try {
      const removed = await this.options.prune(new Date(now.getTime() - this.options.days * DAY_MS));
      this.options.report?.({ removed });
    } catch (error: unknown) {
      this.options.report?.({ error });
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
