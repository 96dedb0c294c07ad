// A worker thread of a rebuild folding in parts (see fold-in-parts.ts): reads its part of the
// log's streams, applies it to the projection's fold (the one the live path and a rebuild on
// one thread use), and loads that fold's dump into the store through a connection of its own.
// It posts PartMessages to its starter.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { LogPartReader } from './event-feed.port.js';
import { STOP_PART, type FoldPartData, type PartMessage } from './fold-in-parts.js';
import type { Projection, ProjectionFold } from './projection.js';
import type { OpenPartLoader, WriteOp } from '../store/read-model-store.port.js';

const data = workerData as FoldPartData;
const post = (message: PartMessage): void => parentPort!.postMessage(message);

// The starter asks a part to stop rather than killing it: a thread killed mid-load leaves the
// writes it has sent to be applied after its owner has emptied the generation.
let stopAsked = false;
parentPort!.on('message', (message: unknown) => {
  if (message === STOP_PART) stopAsked = true;
});
parentPort!.unref();

/** Lets the starter's messages in, then ends the part if it was asked to stop. */
const heedStop = async (position: number | null): Promise<void> => {
  await new Promise((resolve) => setImmediate(resolve));
  if (stopAsked) throw new Stopped({ kind: 'failed', message: 'stopped', position });
};

/** The fold ended before its dump: its limit, the heap, or an `evolve` that threw. */
class Stopped extends Error {
  constructor(readonly reason: PartMessage) {
    super(reason.kind);
  }
}

const folding = async function* (
  read: LogPartReader,
  fold: ProjectionFold,
  handles: ReadonlySet<string>,
): AsyncGenerator<WriteOp> {
  for (const events of read(data.reader.options, data.request)) {
    for (const event of events) {
      if (!handles.has(event.event.type)) continue;
      try {
        fold.apply(event);
      } catch (error: unknown) {
        throw new Stopped({ kind: 'failed', message: error instanceof Error ? error.message : String(error), position: event.position });
      }
    }
    const position = events[events.length - 1]?.position ?? 0;
    post({ kind: 'progress', position, events: events.length });
    if (fold.entries >= data.entryLimit) throw new Stopped({ kind: 'stopped', by: 'fold-limit', position });
    const heap = getHeapStatistics();
    if (heap.used_heap_size > data.heapShare * heap.heap_size_limit) throw new Stopped({ kind: 'stopped', by: 'heap', position });
    await heedStop(position);
  }
  await heedStop(null);
  // The loader awaits its writes between chunks, so a request to stop is seen before the next.
  for (const op of fold.dump()) {
    if (stopAsked) throw new Stopped({ kind: 'failed', message: 'stopped', position: null });
    yield op;
  }
};

try {
  const [readerModule, loaderModule, projectionModule] = (await Promise.all([
    import(data.reader.module),
    import(data.loader.module),
    import(data.projection.module),
  ])) as Array<Record<string, unknown>>;
  const read = readerModule![data.reader.export] as LogPartReader;
  const open = loaderModule![data.loader.export] as OpenPartLoader;
  const projection = projectionModule![data.projection.export] as Projection;
  const fold = projection.fold();
  const loader = await open(data.loader.options);
  try {
    await loader.load(data.target, folding(read, fold, new Set(projection.handles)));
  } finally {
    await loader.close();
  }
  post({ kind: 'done' });
} catch (error: unknown) {
  post(error instanceof Stopped ? error.reason : { kind: 'failed', message: error instanceof Error ? error.message : String(error), position: null });
}
