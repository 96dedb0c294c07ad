import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import { dictionary } from '../../engine/dictionary.js';
import type { ProjectionFold } from '../../engine/projection.js';
import { hsetCommands } from '../../store/bulk-writes.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { evolveLabDay } from './occupancy.evolve.js';
import { labDayKey } from './occupancy.keys.js';

/**
 * The occupancy rebuilt from the log start: each lab-day's fields in one record that
 * `evolveLabDay` reads whole and its patches change in place. Through `apply`, every event
 * copied the fields it reads into a record of their own and wrote its patch back field by
 * field into the fold's keyspace.
 */
export class OccupancyFold implements ProjectionFold {
  private readonly days = new Map<string, Record<string, string>>();
  private held = 0;

  get entries(): number {
    return this.held;
  }

  apply(recorded: RecordedEvent): void {
    const event = recorded.event as LabDayEvent;
    const key = labDayKey(event.data.lab, event.data.date);
    let fields = this.days.get(key);
    if (!fields) this.days.set(key, (fields = dictionary<string>()));
    const patch = evolveLabDay(fields, event);
    for (const field in patch) {
      const value = patch[field];
      if (value === null || value === undefined) {
        if (field in fields) {
          delete fields[field];
          this.held -= 1;
        }
      } else {
        if (!(field in fields)) this.held += 1;
        fields[field] = value;
      }
    }
  }

  *dump(): Generator<WriteOp> {
    // A lab-day whose last booking was rejected holds nothing: no key, as in Redis.
    for (const [key, fields] of this.days) yield* hsetCommands(key, Object.entries(fields));
  }
}
