import { isLabDayEvent, isWaitlistEvent, type RecordedEvent } from '@centre/contracts';
import { evolve, initialState, type LabDayDecision, type LabDayState } from '../domain/lab-day.decider.js';

/** A lab-day folded up to `revision`, with the position of each of its events by id. */
export interface LabDaySnapshot {
  revision: number;
  state: LabDayState;
  positions: ReadonlyMap<string, number>;
}

/** A lab-day folded from its recorded events, with each event's position by id. */
export const snapshotOf = (events: readonly RecordedEvent[]): LabDaySnapshot => {
  let state = initialState();
  const positions = new Map<string, number>();
  let revision = -1;
  for (const recorded of events) {
    const { event } = recorded;
    if (isLabDayEvent(event) || isWaitlistEvent(event)) state = evolve(state, event as LabDayDecision);
    positions.set(recorded.event.eventId, recorded.position);
    revision = recorded.revision;
  }
  return { revision, state, positions };
};

/**
 * Folded lab-days of this process, so a command on a busy lab-day need not re-read its
 * stream. An entry may be stale (another process appended since): it is used only to
 * *accept*, and the append with the cached revision as expected revision proves it current.
 * Any refusal decided on a cached entry is re-decided on a fresh read.
 */
export class LabDayCache {
  private readonly entries = new Map<string, LabDaySnapshot>();

  constructor(private readonly capacity = 2000) {}

  get(streamId: string): LabDaySnapshot | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Least recently used leaves first: re-insert to move to the end.
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, snapshot: LabDaySnapshot): void {
    const current = this.entries.get(streamId);
    if (current && current.revision > snapshot.revision) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, snapshot);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}

/** Runs tasks on the same key one after another; different keys run freely. */
export class KeyedSerialiser {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
