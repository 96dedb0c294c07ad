import { labDayOperations, occupancyKey, unavailableCells, type OccupancySnapshot, type OpeningHours, type TakenSlot, type UnavailableCell } from '@centre/contracts';
import { fieldsKey } from '../../engine/fields-projection.js';
import type { CommitSource } from '../../engine/projection.js';
import {
  CHECKPOINT_KEY,
  type ReadModelStore,
  type ReadOp,
  type ReadOptions,
  type ReadTarget,
} from '../../store/read-model-store.port.js';
import { labAndCentreOperationsRead } from '../lab-operations/lab-operations.query.js';
import { LAB_OPERATIONS } from '../lab-operations/lab-operations.projection.js';
import { parseCell, takenSlots } from './occupancy.evolve.js';
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
 * The checkpoints of the read models a lab's grid is read from (occupancy and lab operations),
 * as one string: the grid of a lab-week is a function of these and of the clock, so two reads
 * with equal strings (and clock) give equal grids.
 */
const GRID_POSITIONS = [
  { target: ACTIVE, ops: [{ op: 'get', key: CHECKPOINT_KEY }] },
  { target: { projection: LAB_OPERATIONS, active: true }, ops: [{ op: 'get', key: CHECKPOINT_KEY }] },
] as const;

const gridPositionsOf = (occupancy: string | null, operations: string | null): string => `${Number(occupancy ?? 0)}:${Number(operations ?? 0)}`;

/** One small round trip: the positions a grid read now would reflect (see `OccupancyCells.readModelsAt`). */
export const getGridPositions = async (store: ReadModelStore, options?: ReadOptions): Promise<string> => {
  const [[occupancy], [operations]] = await store.readEach(GRID_POSITIONS, options);
  return gridPositionsOf(occupancy, operations);
};

/** Some cells of a lab-day as stored (null: free), with the position they reflect and what closures and outages shut. */
export interface OccupancyCells {
  lab: string;
  date: string;
  position: number;
  /** The positions of occupancy and lab operations this day was read at, as `getGridPositions` gives them. */
  readModelsAt: string;
  /** The stored value of each asked field, in the asked order. */
  values: (string | null)[];
  unavailable?: UnavailableCell[];
  hours?: OpeningHours;
}

type DayRead = { op: 'hmget'; key: string; fields: readonly string[] } | { op: 'hgetall'; key: string };

/**
 * Several lab-days of one lab, each at the checkpoint read with it, the cells closures and
 * outages shut and the lab's current opening hours, from the lab-operations read model: one
 * round trip of both read models.
 */
const readDays = async <R>(
  store: ReadModelStore,
  lab: string,
  dates: readonly string[],
  readOf: (key: string) => DayRead,
  dayOf: (result: unknown, day: { lab: string; date: string; position: number; unavailable?: UnavailableCell[]; hours?: OpeningHours }, readModelsAt: string) => R,
  options?: ReadOptions,
): Promise<R[]> => {
  const ops: ReadOp[] = dates.map((date) => readOf(fieldsKey(labDayDocument(lab, date))));
  ops.push({ op: 'get', key: CHECKPOINT_KEY });
  const operations = labAndCentreOperationsRead(lab);
  const [results, operationsResults, [occupancyAt], [operationsAt]] = await store.readEach([{ target: ACTIVE, ops }, operations.read, ...GRID_POSITIONS], options);
  const [ofLab, ofCentre] = operations.decode(operationsResults);
  const position = Number(results[dates.length] ?? 0);
  const readModelsAt = gridPositionsOf(occupancyAt, operationsAt);
  return dates.map((date, i) => {
    const unavailable = unavailableCells(labDayOperations(lab, date, ofLab, ofCentre), lab, date);
    return dayOf(results[i], { lab, date, position, ...(unavailable.length > 0 && { unavailable }), ...(ofLab.hours && { hours: ofLab.hours }) }, readModelsAt);
  });
};

/** The whole occupancy of several lab-days of one lab (what the socket pushes), in one round trip. */
export const getOccupancies = (store: ReadModelStore, lab: string, dates: readonly string[], options?: ReadOptions): Promise<OccupancySnapshot[]> =>
  readDays(
    store,
    lab,
    dates,
    (key) => ({ op: 'hgetall', key }),
    (result, day) => ({ ...day, taken: takenSlots((result ?? {}) as Record<string, string>) }),
    options,
  );

/**
 * Only the asked cells (slot|facility fields) of several lab-days, as stored, with one HMGET a
 * day: the grid's week reads its lab's cells so, without copying whole hashes (holdings and
 * all) into objects, nor making an object of each cell.
 */
export const getOccupancyCells = (
  store: ReadModelStore,
  lab: string,
  dates: readonly string[],
  fields: readonly string[],
  options?: ReadOptions,
): Promise<OccupancyCells[]> =>
  readDays(
    store,
    lab,
    dates,
    (key) => ({ op: 'hmget', key, fields }),
    (result, day, readModelsAt) => ({ ...day, readModelsAt, values: (result ?? []) as (string | null)[] }),
    options,
  );

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
