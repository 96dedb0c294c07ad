import { LAB_IDS, NO_OPERATIONS, labDayOperations, type LabDayOperations, type LabLimits, type LabOperations, type OpeningHours } from '@centre/contracts';
import { DOCUMENTS_KEY } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions, ReadTarget } from '../../store/read-model-store.port.js';
import type { CommitSource } from '../../engine/projection.js';
import { LAB_OPERATIONS, labOperationsDocument, labOperationsProjection, parseLabOperationsDocument } from './lab-operations.projection.js';

const ACTIVE: ReadTarget = { projection: LAB_OPERATIONS, active: true };

/** The read of some labs' operations (null: the centre's), and how its answer is decoded. */
const readOf = (labs: ReadonlyArray<string | null>) => {
  const ids = labs.map(labOperationsDocument);
  return {
    read: { target: ACTIVE, ops: [{ op: 'hmget', key: DOCUMENTS_KEY, fields: ids }] } as const,
    decode: ([values]: [(string | null)[]]): LabOperations[] =>
      values.map((value, i) => (value === null ? NO_OPERATIONS : labOperationsProjection.layout.decode(ids[i]!, value))),
  };
};

const read = async (store: ReadModelStore, labs: ReadonlyArray<string | null>, options?: ReadOptions): Promise<LabOperations[]> => {
  const { read: { target, ops }, decode } = readOf(labs);
  return decode(await store.read(target, ops, options));
};

/**
 * A lab's operations and the centre's, as a read to send with others in one round trip
 * (`ReadModelStore.readEach`) and the decoding of its answer.
 */
export const labAndCentreOperationsRead = (lab: string) => {
  const { read: labRead, decode } = readOf([lab, null]);
  return {
    read: labRead,
    decode: (results: [(string | null)[]]): [LabOperations, LabOperations] => {
      const [ofLab = NO_OPERATIONS, ofCentre = NO_OPERATIONS] = decode(results);
      return [ofLab, ofCentre];
    },
  };
};

/** One round trip: the lab's operations and the centre's (`labDayOperations` narrows them to a date). */
export const getLabAndCentreOperations = async (
  store: ReadModelStore,
  lab: string,
  options?: ReadOptions,
): Promise<[LabOperations, LabOperations]> => {
  const { read: { target, ops }, decode } = labAndCentreOperationsRead(lab);
  return decode(await store.read(target, ops, options));
};

/** One round trip: the lab's operations and the centre's, as the lab-day of that date sees them. */
export const getLabDayOperations = async (store: ReadModelStore, lab: string, date: string, options?: ReadOptions): Promise<LabDayOperations> =>
  labDayOperations(lab, date, ...(await getLabAndCentreOperations(store, lab, options)));

/** One round trip: every lab's operations and the centre's, for the console's list. */
export const getAllLabOperations = async (store: ReadModelStore): Promise<LabOperations> => {
  const all = await read(store, [null, ...LAB_IDS]);
  return { closures: all.flatMap((o) => o.closures), outages: all.flatMap((o) => o.outages) };
};

/** One round trip: the limits each lab's admin set (a lab absent from it keeps the defaults). */
export const getLabLimits = async (store: ReadModelStore): Promise<Partial<Record<string, LabLimits>>> => {
  const all = await read(store, LAB_IDS);
  return Object.fromEntries(LAB_IDS.flatMap((lab, i) => (all[i]?.limits ? [[lab, all[i].limits] as const] : [])));
};

/** One round trip: the opening hours each lab's admin set (a lab absent from it keeps the catalogue's). */
export const getLabHours = async (store: ReadModelStore): Promise<Partial<Record<string, OpeningHours>>> => {
  const all = await read(store, LAB_IDS);
  return Object.fromEntries(LAB_IDS.flatMap((lab, i) => (all[i]?.hours ? [[lab, all[i].hours] as const] : [])));
};

/**
 * The labs (null: every lab, for the centre's) whose operations a committed batch changed: the
 * live snapshots of their followed lab-days are pushed again. Never fired for a rebuild's replay.
 */
export const onLabOperationsChanged = (host: CommitSource, listener: (lab: string | null) => void): (() => void) =>
  host.onCommitted((batch) => {
    if (batch.projection !== LAB_OPERATIONS) return;
    for (const id of batch.changes) {
      const lab = parseLabOperationsDocument(id);
      if (lab !== undefined) listener(lab);
    }
  });
