import { Worker } from 'node:worker_threads';
import type { LogPartRequest } from './event-feed.port.js';
import type { FoldsInParts } from './projection.js';
import { builtModule, type ThreadModule } from './thread-module.js';
import type { Generation } from '../store/read-model-store.port.js';

/** What a part's thread is started with (see fold-part.thread.ts). */
export interface FoldPartData {
  reader: ThreadModule;
  loader: ThreadModule;
  projection: FoldsInParts;
  target: Generation;
  request: LogPartRequest;
  /** Entries the part's fold may hold; past it the part gives up. */
  entryLimit: number;
  /** Share of the thread's heap limit in use past which the part gives up. */
  heapShare: number;
}

/** What a part's starter posts to it to have it stop (and close its store connection). */
export const STOP_PART = 'stop';

/** How long a part has to stop when asked, before its thread is ended regardless. */
const STOP_GRACE_MS = 5_000;

/** What a part's thread posts: a page folded, its end, or why it ended early. */
export type PartMessage =
  | { kind: 'progress'; position: number; events: number }
  | { kind: 'done' }
  | { kind: 'stopped'; by: 'fold-limit' | 'heap'; position: number }
  | { kind: 'failed'; message: string; position: number | null };

export interface FoldInPartsRequest {
  /** Where the threads import the projection from. */
  projection: FoldsInParts;
  reader: ThreadModule;
  loader: ThreadModule;
  /** An empty generation, not active: the parts add their dumps to it. */
  target: Generation;
  /** Fold the log up to here (its head when the rebuild began). */
  upTo: number;
  parts: number;
  batchSize: number;
  /** Entries the parts may hold together: each part holds its share of them. */
  entryLimit: number;
  heapShare: number;
  /** A page folded by one of the parts: the position all parts have passed, and its events. */
  onProgress(foldedTo: number, events: number): void;
}

/** All parts loaded, or the first reason one of them gave up (the others are stopped then). */
export type FoldInPartsOutcome = { ok: true } | { ok: false; reason: Exclude<PartMessage, { kind: 'progress' | 'done' }> };

const STOPPED: FoldInPartsOutcome = { ok: false, reason: { kind: 'failed', message: 'stopped', position: null } };

const THREAD = new URL('./fold-part.thread.js', builtModule(import.meta.url));

const stopPart = (worker: Worker): Promise<void> =>
  new Promise<void>((resolve) => {
    const grace = setTimeout(() => void worker.terminate().then(() => resolve()), STOP_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(grace);
      resolve();
    });
    worker.postMessage(STOP_PART);
  });

/**
 * A rebuild's fold split by stream over worker threads: each reads its part of the log (the
 * feed's `partReader`), applies it to the projection's own fold, and loads that fold's dump
 * into the generation (the store's `partLoader`); decoding and folding, most of a rebuild's
 * work on one thread, then run side by side. Only for a projection whose parts add up to the
 * whole (`Projection.foldsInParts`). The generation is whole only once every part is `done`; on any
 * other outcome it holds part of the parts, and its owner must empty it.
 */
export class FoldInParts {
  private readonly workers: Worker[] = [];
  /** Each thread's exit, once it has exited. */
  private readonly ended = new Map<Worker, Promise<void>>();
  private settle: ((outcome: FoldInPartsOutcome) => void) | null = null;

  constructor(private readonly request: FoldInPartsRequest) {}

  run(): Promise<FoldInPartsOutcome> {
    const { request } = this;
    const reached = new Array<number>(request.parts).fill(0);
    return new Promise((resolve) => {
      this.settle = resolve;
      let pending = request.parts;
      const finish = (outcome: FoldInPartsOutcome) => {
        if (!outcome.ok) void this.stop(outcome);
        resolve(outcome);
      };
      for (let part = 0; part < request.parts; part += 1) {
        const data: FoldPartData = {
          reader: request.reader,
          loader: request.loader,
          projection: request.projection,
          target: request.target,
          request: { upTo: request.upTo, part, parts: request.parts, limit: request.batchSize },
          entryLimit: Math.ceil(request.entryLimit / request.parts),
          heapShare: request.heapShare,
        };
        const worker = new Worker(THREAD, { workerData: data });
        this.workers.push(worker);
        let ended = false;
        worker.on('message', (message: PartMessage) => {
          if (message.kind === 'progress') {
            reached[part] = message.position;
            request.onProgress(Math.min(...reached), message.events);
          } else if (message.kind === 'done') {
            ended = true;
            reached[part] = request.upTo;
            request.onProgress(Math.min(...reached), 0);
            pending -= 1;
            if (pending === 0) finish({ ok: true });
          } else {
            ended = true;
            finish({ ok: false, reason: message });
          }
        });
        worker.on('error', (error: unknown) => {
          ended = true;
          finish({ ok: false, reason: { kind: 'failed', message: error instanceof Error ? error.message : String(error), position: null } });
        });
        worker.on('exit', (code) => {
          this.ended.set(worker, Promise.resolve());
          if (!ended) finish({ ok: false, reason: { kind: 'failed', message: `a fold thread exited (${code})`, position: null } });
        });
      }
    });
  }

  /**
   * Ends every part's thread (`run` resolves as given); what they loaded stays in the
   * generation. Each is asked first and given STOP_GRACE_MS to end its current write and close
   * its connection, so that nothing it sent lands after this resolves; only then is it ended.
   */
  async stop(outcome: FoldInPartsOutcome = STOPPED): Promise<void> {
    this.settle?.(outcome);
    await Promise.all(this.workers.map((worker) => this.ended.get(worker) ?? stopPart(worker)));
  }
}
