import type { EventFeed } from '../engine/event-feed.port.js';
import type { Projection } from '../engine/projection.js';
import { ProjectionHost } from '../engine/projection-host.js';
import { VERSION_KEY } from '../engine/checkpoint-commit.js';
import { HEAP_SHARE } from '../engine/rebuild.js';
import { CHECKPOINT_KEY, type ReadModelStore } from '../store/read-model-store.port.js';

export interface ProjectionsCommandDeps {
  feed: EventFeed;
  store: ReadModelStore;
  /** The read models the command knows by name. */
  projections: readonly Projection[];
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** How often a rebuild prints its progress. */
  progressEveryMs?: number;
  /** Entries a rebuild folds in memory before its bulk load (the host's default otherwise). */
  rebuildFoldLimit?: number;
  /** Threads a rebuild may fold one projection on, in parts (the host's default otherwise). */
  rebuildFoldThreads?: number;
}

export interface ProjectionReport {
  projection: string;
  version: number;
  storedVersion: number | null;
  generation: number | null;
  checkpoint: number;
  head: number;
  lagEvents: number;
}

const USAGE = [
  'usage: npm run projections -- <command>',
  '  status [--json]        checkpoint, head and lag of every projection, from the store',
  '  rebuild <name>...|--all  replay the log into new generations, then switch to them',
];

/**
 * `npm run projections -- …`: the worker entry calls this with the real log and store.
 * Resolves to the process exit code.
 */
export const runProjectionsCommand = async (argv: readonly string[], deps: ProjectionsCommandDeps): Promise<number> => {
  const out = deps.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = deps.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const { projections } = deps;
  const [command, ...rest] = argv;
  switch (command) {
    case 'status': {
      const reports = await inspect(deps.store, deps.feed, projections);
      if (rest.includes('--json')) out(JSON.stringify(reports, null, 2));
      else {
        out('projection        gen  version  checkpoint      head       lag');
        for (const r of reports) {
          out(
            `${r.projection.padEnd(16)} ${String(r.generation ?? '-').padStart(4)} ${`${r.storedVersion ?? '-'}/${r.version}`.padStart(8)} ${String(r.checkpoint).padStart(11)} ${String(r.head).padStart(9)} ${String(r.lagEvents).padStart(9)}`,
          );
        }
      }
      return 0;
    }
    case 'rebuild': {
      const names = [...new Set(rest.includes('--all') ? projections.map((p) => p.name) : rest.filter((a) => !a.startsWith('--')))];
      const unknown = names.filter((name) => !projections.some((p) => p.name === name));
      if (names.length === 0 || unknown.length > 0) {
        if (unknown.length > 0) err(`unknown projection: ${unknown.join(', ')} (known: ${projections.map((p) => p.name).join(', ')})`);
        for (const line of USAGE) err(line);
        return 2;
      }
      const host = new ProjectionHost({
        feed: deps.feed,
        store: deps.store,
        projections,
        ...(deps.rebuildFoldLimit !== undefined && { rebuildFoldLimit: deps.rebuildFoldLimit }),
        ...(deps.rebuildFoldThreads !== undefined && { rebuildFoldThreads: deps.rebuildFoldThreads }),
      });
      const progress = setInterval(() => {
        for (const p of host.status().projections) {
          if (p.rebuild) {
            out(`rebuild ${p.projection}: ${Math.max(p.rebuild.checkpoint, p.rebuild.foldedTo)}/${p.rebuild.head} events, ${Math.round(p.rebuild.eventsPerSecond)} events/s`);
          }
        }
      }, deps.progressEveryMs ?? 2000);
      progress.unref();
      try {
        // Together, not one after the other: a log with a read-ahead is then read and decoded
        // once for all of them (e2e/bench/REPORT.md: together against one after the other).
        // One that fails does not stop the others.
        const outcomes = await Promise.allSettled(names.map((name) => host.rebuild(name)));
        let failed = false;
        outcomes.forEach((outcome, i) => {
          if (outcome.status === 'fulfilled') {
            const result = outcome.value;
            const stop = result.foldStopped;
            const slower = stop
              ? `; folded in memory to position ${stop.position} (${stop.by === 'heap' ? `heap ${HEAP_SHARE * 100} % full` : 'REBUILD_FOLD_LIMIT reached'}), then batch by batch`
              : result.foldedInParts > 0
                ? `; folded in ${result.foldedInParts} parts on threads of their own`
                : '';
            out(
              `rebuilt ${names[i]}: generation ${result.from ?? '-'} → ${result.to}, ${result.events} events in ${result.durationMs} ms (${Math.round(result.eventsPerSecond)} events/s)${slower}`,
            );
          } else {
            failed = true;
            const reason: unknown = outcome.reason;
            err(`rebuild of ${names[i]} failed: ${reason instanceof Error ? reason.message : String(reason)}`);
          }
        });
        return failed ? 1 : 0;
      } finally {
        clearInterval(progress);
        await host.stop();
      }
    }
    default:
      for (const line of USAGE) (command === undefined || command === 'help' ? out : err)(line);
      return command === undefined || command === 'help' ? 0 : 2;
  }
};

/** The projections' state as stored, without running them. */
export const inspect = async (
  store: ReadModelStore,
  feed: EventFeed,
  projections: readonly Projection[],
): Promise<ProjectionReport[]> => {
  const { position: head } = await feed.head();
  return Promise.all(
    projections.map(async (projection) => {
      const generation = await store.activeGeneration(projection.name);
      const [checkpoint, version] =
        generation === null
          ? [null, null]
          : await store.read({ projection: projection.name, generation }, [
              { op: 'get', key: CHECKPOINT_KEY },
              { op: 'get', key: VERSION_KEY },
            ]);
      const at = Number(checkpoint ?? 0);
      return {
        projection: projection.name,
        version: projection.version,
        storedVersion: version === null ? null : Number(version),
        generation,
        checkpoint: at,
        head,
        lagEvents: Math.max(0, head - at),
      };
    }),
  );
};
