import type { LabDayEvent, RecordedEvent } from '@centre/contracts';
import type { ProjectionFold } from '../../engine/projection.js';
import { hsetCommands } from '../../store/bulk-writes.js';
import type { WriteOp } from '../../store/read-model-store.port.js';
import { evolveLabDay } from './occupancy.evolve.js';
import { labDayKey } from './occupancy.keys.js';

/**
 * The occupancy rebuilt from the log start: each lab-day's fields in one map, found by lab then
 * date (no key string made per event), that `evolveLabDay` reads whole and its patches change
 * in place. Through `apply`, every event copied the fields it reads into a record of their own
 * and wrote its patch back field by field into the fold's keyspace.
 */
export class OccupancyFold implements ProjectionFold {
  private readonly labs = new Map<string, Map<string, Map<string, string>>>();
  private held = 0;

  get entries(): number {
    return this.held;
  }

  apply(recorded: RecordedEvent): void {
    const event = recorded.event as LabDayEvent;
    const { lab, date } = event.data;
    let days = this.labs.get(lab);
    if (!days) this.labs.set(lab, (days = new Map()));
    let fields = days.get(date);
    if (!fields) days.set(date, (fields = new Map()));
    for (const [field, value] of evolveLabDay(fields, event)) {
      if (value === null) {
        if (fields.delete(field)) this.held -= 1;
      } else {
        const before = fields.size;
        fields.set(field, value);
        this.held += fields.size - before;
      }
    }
  }

  *dump(): Generator<WriteOp> {
    // A lab-day whose last booking was rejected holds nothing: no key, as in Redis.
    for (const [lab, days] of this.labs) for (const [date, fields] of days) yield* hsetCommands(labDayKey(lab, date), fields);
  }
}
