import { Worker } from 'node:worker_threads';
import { builtModule } from '@centre/projections';
import type { ExpectedRevision } from './event-store.port.js';

/** One append as the writing thread receives it: the event's data and meta already JSON. */
export interface WriterAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: Array<{ eventId: string; type: string; version: number; data: string; meta: string }>;
}

/** What became of one append of a group: written at these positions, or refused, or failed. */
export type WriterOutcome =
  | { ok: true; positions: number[]; nextRevision: number; recordedAt: string }
  | { refused: 'wrong-expected'; actual: number }
  | { refused: 'duplicate'; eventId: string }
  | { failed: string; code?: string | undefined };

/** What the owner sends the writing thread: a group of appends to commit, or the end. */
export interface WriterCommit {
  id: number;
  appends: WriterAppend[];
}
export type WriterRequest = WriterCommit | { close: true };

/** What the writing thread answers: a commit's outcomes, its failure, or its own failure to start. */
export type WriterMessage =
  | { id: number; outcomes: WriterOutcome[] }
  | { id: number; failed: string; code?: string | undefined }
  | { fatal: string; code?: string | undefined };

/** The writing thread's module, built (see sqlite-log.writer.thread.ts). */
const WRITER_THREAD = new URL('./sqlite-log.writer.thread.js', builtModule(import.meta.url));

export interface LogWriterOptions {
  file: string;
  busyTimeoutMs: number;
  synchronous: 'FULL' | 'NORMAL';
}

/** The writing thread's own failure (it could not open the file, it died), with SQLite's code. */
export class LogWriterFailed extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(`Writing to the event log failed: ${message}`);
    this.name = 'LogWriterFailed';
  }
}

interface InFlight {
  resolve: (outcomes: WriterOutcome[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Commits the log's appends on a thread of its own, so that the fsync of every commit
 * (synchronous=FULL: an acknowledged append survives a power cut) no longer stops the event
 * loop: HTTP requests, socket pushes and projections go on while the disk syncs. The thread
 * starts with the first commit, holds the process open only while a commit is in flight, and
 * is started afresh by the next commit if it fails.
 */
export class SqliteLogWriter {
  /** The thread taking commits now, and the commits it has not answered yet. */
  private current: { worker: Worker; inFlight: Map<number, InFlight> } | null = null;
  private nextId = 1;
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly options: LogWriterOptions) {}

  /**
   * Appends for the next group commit: the outcome of each, in order. Rejects only if their
   * whole transaction failed, or the thread did. Commits are taken in the order they are sent.
   */
  commit(appends: WriterAppend[]): Promise<WriterOutcome[]> {
    let thread: NonNullable<SqliteLogWriter['current']>;
    try {
      thread = this.current ?? this.start();
    } catch (error: unknown) {
      // A thread that cannot even be created (out of memory, say) fails these appends only.
      return Promise.reject(new LogWriterFailed(error instanceof Error ? error.message : String(error), undefined));
    }
    const id = this.nextId++;
    return new Promise<WriterOutcome[]>((resolve, reject) => {
      if (thread.inFlight.size === 0) thread.worker.ref();
      thread.inFlight.set(id, { resolve, reject });
      thread.worker.postMessage({ id, appends } satisfies WriterRequest);
    });
  }

  /** Ends the thread after the commits already sent; resolves once it has exited. */
  async close(): Promise<void> {
    this.current?.worker.postMessage({ close: true } satisfies WriterRequest);
    this.current?.worker.ref();
    await this.exited;
  }

  private start(): NonNullable<SqliteLogWriter['current']> {
    const worker = new Worker(WRITER_THREAD, { workerData: this.options });
    const thread = { worker, inFlight: new Map<number, InFlight>() };
    // A failing thread takes no more commits (the next one starts a new thread), and only
    // the commits it was given fail.
    const fail = (error: LogWriterFailed): void => {
      if (this.current === thread) this.current = null;
      for (const waiting of thread.inFlight.values()) waiting.reject(error);
      thread.inFlight.clear();
    };
    worker.unref();
    worker.on('message', (message: WriterMessage) => {
      if ('fatal' in message) return fail(new LogWriterFailed(message.fatal, message.code));
      const waiting = thread.inFlight.get(message.id);
      thread.inFlight.delete(message.id);
      if (thread.inFlight.size === 0) worker.unref();
      if (!waiting) return;
      if ('outcomes' in message) waiting.resolve(message.outcomes);
      else waiting.reject(new LogWriterFailed(message.failed, message.code));
    });
    // Anything the thread did not catch itself (it could not prepare its statements, say).
    worker.on('error', (error: unknown) => {
      fail(new LogWriterFailed(error instanceof Error ? error.message : String(error), undefined));
    });
    this.exited = new Promise((resolve) =>
      worker.on('exit', () => {
        fail(new LogWriterFailed('the writing thread has ended', undefined));
        resolve();
      }),
    );
    this.current = thread;
    return thread;
  }
}
