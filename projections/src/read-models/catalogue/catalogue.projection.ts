import {
  CATALOGUE_EVENT_TYPES,
  evolveCatalogueLab,
  seedCatalogueLab,
  type CatalogueEvent,
  type CatalogueLab,
  type RecordedEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const CATALOGUE = 'catalogue';

/** The document of one lab's current catalogue. */
export const catalogueDocument = (labId: string): string => `lab:${labId}`;

/**
 * Each lab's current catalogue (the spec's facilities folded with the console's changes, the
 * retired ones kept and marked), one document per lab: GET /api/catalog, the booking form, the
 * equipment pages and a booking request (its lab's document, read beside its operations) read
 * it. A lab no event has touched has no document: its readers take the spec's lab. The fold is
 * contracts' (the catalogue's decider folds its stream with the same one).
 */
export const catalogueProjection = documentProjection<CatalogueLab, CatalogueEvent>({
  name: CATALOGUE,
  version: 1,
  handles: CATALOGUE_EVENT_TYPES,
  documentId: ({ event }: RecordedEvent<CatalogueEvent>) => catalogueDocument(event.data.labId),
  evolve: (document, { event }) => {
    const lab = document ?? seedCatalogueLab(event.data.labId);
    // An event of a lab the catalogue does not have (the console refuses those) leaves nothing.
    return lab ? evolveCatalogueLab(lab, event) : null;
  },
  layout: {
    encode: (document) => JSON.stringify(document),
    decode: (_id, encoded) => JSON.parse(encoded) as CatalogueLab,
  },
  // A document is one lab's, and all of them come from one stream: parts fold disjoint labs.
  foldsInParts: { module: builtModule(import.meta.url), export: 'catalogueProjection' },
});
