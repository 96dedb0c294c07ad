import {
  CENTRE_OPERATIONS,
  LAB_OPERATION_EVENT_TYPES,
  NO_OPERATIONS,
  evolveLabOperations,
  operationsLabOf,
  type LabOperationEvent,
  type LabOperations,
  type RecordedEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const LAB_OPERATIONS = 'lab-operations';

/** The document of one lab's operations, or (null) of the whole centre's. */
export const labOperationsDocument = (labId: string | null): string => (labId === null ? CENTRE_OPERATIONS : `lab:${labId}`);

/** The lab a document is about: null for the centre's, undefined for no document of this projection. */
export const parseLabOperationsDocument = (id: string): string | null | undefined =>
  id === CENTRE_OPERATIONS ? null : id.startsWith('lab:') ? id.slice('lab:'.length) : undefined;

/**
 * Closures and outages in force or to come, one document per operations stream (a lab's, the
 * centre's): the lab-day decision's input, the live snapshots' unavailable cells and the
 * console's Operations screen read it. The fold is contracts' (the operations decider folds
 * its stream with the same one).
 */
export const labOperationsProjection = documentProjection<LabOperations, LabOperationEvent>({
  name: LAB_OPERATIONS,
  version: 1,
  handles: LAB_OPERATION_EVENT_TYPES,
  documentId: ({ event }: RecordedEvent<LabOperationEvent>) => labOperationsDocument(operationsLabOf(event)),
  evolve: (document, { event }) => evolveLabOperations(document ?? NO_OPERATIONS, event),
  layout: {
    encode: (document) => JSON.stringify(document),
    decode: (_id, encoded) => JSON.parse(encoded) as LabOperations,
  },
  // A document is one stream's: the parts of a rebuild fold disjoint streams.
  foldsInParts: { module: builtModule(import.meta.url), export: 'labOperationsProjection' },
});
