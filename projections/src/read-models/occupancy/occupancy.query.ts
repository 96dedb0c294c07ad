import { labDayOperations, occupancyKey, unavailableCells, type OccupancySnapshot, type TakenSlot } from '@centre/contracts';
import { fieldsKey } from '../../engine/fields-projection.js';
import type { CommitSource } from '../../engine/projection.js';
import {
  CHECKPOINT_KEY,
  type ReadModelStore,
  type ReadOp,
  type ReadOptions,
  type ReadTarget,
} from '../../store/read-model-store.port.js';
import { getLabAndCentreOperations } from '../lab-operations/lab-operations.query.js';
import { parseCell, takenAmong, takenSlots } from './occupancy.evolve.js';
import { OCCUPANCY, labDayDocument, parseLabDayDocument } from './occupancy.projection.js';

export interface AvailabilityAnswer {
  available: boolean;
  conflicts: TakenSlot[];
  /** Log position the answer reflects. */
  position: number;
}

const ACTIVE: ReadTarget = { projection: OCCUPANCY, active: true };

/** One round trip: the asked slot × facility cells of the lab-day, with the checkpoint they reflect. */
export const checkAvailability = async (
  store: ReadModelStore,
  lab: string,
  date: string,
  slotIds: readonly string[],
  facilityIds: readonly string[],
  options?: ReadOptions,
): Promise<AvailabilityAnswer> => {
  const asked = slotIds.flatMap((slotId) =>
    facilityIds.map((facilityId) => ({ slotId, facilityId })),
  );
  const [values, checkpoint] = await store.read(
    ACTIVE,
    [
      {
        op: 'hmget',
        key: fieldsKey(labDayDocument(lab, date)),
        fields: asked.map((a) => occupancyKey(a.slotId, a.facilityId)),
      },
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

/**
 * The occupancy of several lab-days of one lab (the grid's week) in one round trip, each day at
 * the checkpoint read with it, and the cells closures and outages shut (read alongside from the
 * lab-operations read model). With `cells` (slot|facility fields), only those are read, with
 * one HMGET a day: a lab-week of the catalogue's cells costs a few hundred microseconds where
 * copying whole hashes (holdings and all) into objects cost ten milliseconds.
 */
export const getOccupancies = async (
  store: ReadModelStore,
  lab: string,
  dates: readonly string[],
  options?: ReadOptions & { cells?: readonly string[] },
): Promise<OccupancySnapshot[]> => {
  const cells = options?.cells;
  const ops: ReadOp[] = dates.map((date) => {
    const key = fieldsKey(labDayDocument(lab, date));
    return cells ? { op: 'hmget', key, fields: cells } : { op: 'hgetall', key };
  });
  ops.push({ op: 'get', key: CHECKPOINT_KEY });
  // The cells closures and outages shut come from their own read model, read alongside.
  const [results, [ofLab, ofCentre]] = await Promise.all([
    store.read(ACTIVE, ops, options),
    getLabAndCentreOperations(store, lab, options),
  ]);
  const position = Number(results[dates.length] ?? 0);
  return dates.map((date, i) => {
    const unavailable = unavailableCells(labDayOperations(lab, date, ofLab, ofCentre), lab, date);
    return {
      lab,
      date,
      position,
      taken: cells
        ? takenAmong(cells, (results[i] ?? []) as (string | null)[])
        : takenSlots((results[i] ?? {}) as Record<string, string>),
      ...(unavailable.length > 0 && { unavailable }),
    };
  });
};

export const getOccupancy = async (
  store: ReadModelStore,
  lab: string,
  date: string,
): Promise<OccupancySnapshot> => (await getOccupancies(store, lab, [date]))[0]!;

export type { CommitSource };

/**
 * The new occupancy of each lab-day a committed batch of this projection changed: what
 * socket.io pushes. Never fired for a rebuild's replay. Returns an unsubscribe.
 */
export const onOccupancyChanged = (
  host: CommitSource,
  store: ReadModelStore,
  listener: (snapshot: OccupancySnapshot) => void,
  /** Whether anyone follows this lab-day: its snapshot is read only if so (default: always). */
  followed: (day: { lab: string; date: string }) => boolean = () => true,
): (() => void) =>
  host.onCommitted((batch) => {
    if (batch.projection !== OCCUPANCY) return;
    for (const id of batch.changes) {
      const day = parseLabDayDocument(id);
      if (!day || !followed(day)) continue;
      getOccupancy(store, day.lab, day.date)
        .then(listener)
        .catch(() => {});
    }
  });
