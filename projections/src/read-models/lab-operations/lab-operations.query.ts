import { LAB_IDS, NO_OPERATIONS, labDayOperations, type LabDayOperations, type LabLimits, type LabOperations, type OpeningHours } from '@centre/contracts';
import { DOCUMENTS_KEY } from '../../engine/document-projection.js';
import type { ReadModelStore, ReadOptions } from '../../store/read-model-store.port.js';
import type { CommitSource } from '../../engine/projection.js';
import { LAB_OPERATIONS, labOperationsDocument, labOperationsProjection, parseLabOperationsDocument } from './lab-operations.projection.js';

const ACTIVE = { projection: LAB_OPERATIONS, active: true } as const;

const read = async (store: ReadModelStore, labs: ReadonlyArray<string | null>, options?: ReadOptions): Promise<LabOperations[]> => {
  const ids = labs.map(labOperationsDocument);
  const [values] = await store.read(ACTIVE, [{ op: 'hmget', key: DOCUMENTS_KEY, fields: ids }], options);
  return values.map((value, i) => (value === null ? NO_OPERATIONS : labOperationsProjection.layout.decode(ids[i]!, value)));
};

/** One round trip: the lab's operations and the centre's (`labDayOperations` narrows them to a date). */
export const getLabAndCentreOperations = async (
  store: ReadModelStore,
  lab: string,
  options?: ReadOptions,
): Promise<[LabOperations, LabOperations]> => {
  const [ofLab = NO_OPERATIONS, ofCentre = NO_OPERATIONS] = await read(store, [lab, null], options);
  return [ofLab, ofCentre];
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
