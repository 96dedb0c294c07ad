import type { CentreEvent, RecordedEvent } from '@centre/contracts';
import type { ProjectionFold } from '../../engine/projection.js';
import { hsetCommands } from '../../store/bulk-writes.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { evolveCounters, subjectOf } from './counters.evolve.js';
import { COUNTERS_KEY, KNOWN_KEY } from './counters.keys.js';

/**
 * The counters rebuilt from the log start, in plain maps: through `apply`, every event awaited
 * its subject's status and turned each count into a string and back. The same `evolveCounters`
 * decides each change.
 */
export class CountersFold implements ProjectionFold {
  private readonly known = new Map<string, string>();
  private readonly counts = new Map<string, number>();

  /** The subjects known and the counters: one hash field each, as `apply` writes. */
  get entries(): number {
    return this.known.size + this.counts.size;
  }

  apply(recorded: RecordedEvent): void {
    const event = recorded.event as CentreEvent;
    const subject = subjectOf(event);
    const change = evolveCounters(this.known.get(subject) ?? null, event);
    if (!change) return;
    if (change.known !== null) this.known.set(subject, change.known);
    for (const field in change.add) this.counts.set(field, (this.counts.get(field) ?? 0) + change.add[field]!);
  }

  *dump(): Generator<WriteOp> {
    yield* hsetCommands(KNOWN_KEY, this.known);
    yield* hsetCommands(COUNTERS_KEY, [...this.counts].map(([field, count]) => [field, String(count)] as const));
  }
}
