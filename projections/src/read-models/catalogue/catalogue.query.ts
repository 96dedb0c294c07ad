import { LAB_IDS, seedCatalogueLab, type Catalogue, type CatalogueLab } from '@centre/contracts';
import { DOCUMENTS_KEY } from '../../engine/document-projection.js';
import type { CommitSource } from '../../engine/projection.js';
import type { ReadModelStore, ReadOptions } from '../../store/read-model-store.port.js';
import { CATALOGUE, catalogueDocument, catalogueProjection } from './catalogue.projection.js';

const ACTIVE = { projection: CATALOGUE, active: true } as const;

const read = async (store: ReadModelStore, labs: readonly string[], options?: ReadOptions): Promise<Array<CatalogueLab | undefined>> => {
  const ids = labs.map(catalogueDocument);
  const [values] = await store.read(ACTIVE, [{ op: 'hmget', key: DOCUMENTS_KEY, fields: ids }], options);
  // A lab no change has touched has no document: it is the spec's.
  return labs.map((lab, i) => {
    const value = values[i];
    return value === null || value === undefined ? seedCatalogueLab(lab) : catalogueProjection.layout.decode(ids[i]!, value);
  });
};

/** One round trip: a lab's current catalogue (undefined for a lab the catalogue does not have). */
export const getCatalogueLab = async (store: ReadModelStore, lab: string, options?: ReadOptions): Promise<CatalogueLab | undefined> =>
  (await read(store, [lab], options))[0];

/** One round trip: every lab's current catalogue, in the lab selector's order. */
export const getCatalogue = async (store: ReadModelStore, options?: ReadOptions): Promise<Catalogue> =>
  (await read(store, LAB_IDS, options)).filter((lab): lab is CatalogueLab => lab !== undefined);

/** Fires once per committed batch that changed the catalogue (never for a rebuild's replay). */
export const onCatalogueChanged = (host: CommitSource, listener: () => void): (() => void) =>
  host.onCommitted((batch) => {
    if (batch.projection === CATALOGUE && batch.changes.length > 0) listener();
  });
