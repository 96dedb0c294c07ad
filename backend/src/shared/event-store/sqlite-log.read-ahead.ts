import { Worker } from 'node:worker_threads';
import { builtModule } from '@centre/projections';
import { CREDIT, STOP, type ReaderMessage, type ReaderThreadData } from './sqlite-log.read-ahead.control.js';
import type { EventRow } from './sqlite-log.rows.js';

/** The reading thread's module, built (see sqlite-log.read-ahead.thread.ts). */
const READER_THREAD = new URL('./sqlite-log.read-ahead.thread.js', builtModule(import.meta.url));

export interface ReadAheadOptions {
  /** The log's file: the reading thread opens its own read-only connection to it. */
  file: string;
  after: number;
  limit: number;
  /** Pages read but not yet taken, at most. */
  pagesAhead: number;
}

/** The reading thread's own failure (the file cannot be opened, a query failed), with SQLite's code. */
export class ReadAheadFailed extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(`Reading the log ahead failed: ${message}`);
    this.name = 'ReadAheadFailed';
  }
}

/** A reading thread that stopped before the log's end: its owner closed the log. */
export class ReadAheadStopped extends Error {
  constructor() {
    super('The log was closed while it was being read');
    this.name = 'ReadAheadStopped';
  }
}

/**
 * The log's rows after `after`, page by page up to the first short one, read by a thread of
 * their own while the caller works through earlier pages: querying SQLite and copying its
 * strings into JavaScript took a quarter of an occupancy rebuild's time on the event loop.
 * The rows cross over as arrays of strings and numbers, the cheapest form to copy between
 * threads; the caller decodes them. `stop` (or leaving the loop) ends the thread.
 */
export class SqliteReadAhead implements AsyncIterable<EventRow[]> {
  private readonly control = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;
  private readonly pages: EventRow[][] = [];
  private failure: ReadAheadFailed | null = null;
  private exited = false;
  private readonly exit: Promise<void>;
  private wake: (() => void) | null = null;

  constructor(private readonly options: ReadAheadOptions) {
    this.control[CREDIT] = Math.max(1, options.pagesAhead);
    const workerData: ReaderThreadData = {
      file: options.file,
      after: options.after,
      limit: options.limit,
      control: this.control.buffer,
    };
    this.worker = new Worker(READER_THREAD, { workerData });
    this.worker.on('message', (message: ReaderMessage) => {
      if (Array.isArray(message)) this.pages.push(message);
      else this.failure = new ReadAheadFailed(message.failed, message.code);
      this.notify();
    });
    // Anything the thread did not catch itself (it could not start, say).
    this.worker.on('error', (error: unknown) => {
      this.failure = new ReadAheadFailed(error instanceof Error ? error.message : String(error), undefined);
      this.notify();
    });
    this.exit = new Promise((resolve) =>
      this.worker.on('exit', () => {
        this.exited = true;
        this.notify();
        resolve();
      }),
    );
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<EventRow[]> {
    try {
      for (;;) {
        const rows = this.pages.shift();
        if (rows) {
          Atomics.add(this.control, CREDIT, 1);
          Atomics.notify(this.control, CREDIT);
          yield rows;
          if (rows.length < this.options.limit) return;
        } else if (this.failure) {
          throw this.failure;
        } else if (this.exited) {
          throw new ReadAheadStopped();
        } else {
          await new Promise<void>((resolve) => (this.wake = resolve));
        }
      }
    } finally {
      await this.stop();
    }
  }

  /** Ends the reading thread once its current query returns; resolves when it has exited. */
  async stop(): Promise<void> {
    Atomics.store(this.control, STOP, 1);
    Atomics.notify(this.control, CREDIT);
    await this.exit;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
