import { occupancyKey, type OccupancySnapshot, type TakenSlot } from '@centre/contracts';
import { CHECKPOINT_KEY, type ReadModelStore, type ReadOptions } from '../../store/read-model-store.port.js';
import { parseCell, takenSlots } from './occupancy.evolve.js';
import { OCCUPANCY, labDayKey } from './occupancy.projection.js';

export interface AvailabilityAnswer {
  available: boolean;
  conflicts: TakenSlot[];
  /** Log position the answer reflects. */
  position: number;
}

/** One round trip: HMGET of the asked slot × facility cells (with the checkpoint), active generation. */
export const checkAvailability = async (
  store: ReadModelStore,
  lab: string,
  date: string,
  slotIds: readonly string[],
  facilityIds: readonly string[],
  options?: ReadOptions,
): Promise<AvailabilityAnswer> => {
  const asked = slotIds.flatMap((slotId) => facilityIds.map((facilityId) => ({ slotId, facilityId })));
  const [values, checkpoint] = await store.read(
    { projection: OCCUPANCY, active: true },
    [
      { op: 'hmget', key: labDayKey(lab, date), fields: asked.map((a) => occupancyKey(a.slotId, a.facilityId)) },
      { op: 'get', key: CHECKPOINT_KEY },
    ],
    options,
  );
  const conflicts = asked.flatMap((cell, i) => {
    const value = values[i];
    return value ? [{ ...cell, ...parseCell(value) }] : [];
  });
  return { available: conflicts.length === 0, conflicts, position: Number(checkpoint ?? 0) };
};

export const getOccupancy = async (store: ReadModelStore, lab: string, date: string): Promise<OccupancySnapshot> => {
  const [cells, checkpoint] = await store.read({ projection: OCCUPANCY, active: true }, [
    { op: 'hgetall', key: labDayKey(lab, date) },
    { op: 'get', key: CHECKPOINT_KEY },
  ]);
  return { lab, date, position: Number(checkpoint ?? 0), taken: takenSlots(cells) };
};
