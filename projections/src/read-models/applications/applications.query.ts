import { DocumentReader } from '../../engine/document-reader.js';
import type { ReadModelStore } from '../../store/read-model-store.port.js';
import { ALL_APPLICATIONS, DECIDED_APPLICATIONS, OPEN_APPLICATIONS, type ApplicationDocument } from './applications.layout.js';
import { applicationsProjection } from './applications.projection.js';

export interface ApplicationsPage {
  total: number;
  items: ApplicationDocument[];
}

const reader = (store: ReadModelStore) => new DocumentReader(store, applicationsProjection);

/** Newest first: the latest submission first. */
export const listApplications = async (store: ReadModelStore, offset: number, limit: number): Promise<ApplicationsPage> => {
  const documents = reader(store);
  const { ids, total } = await documents.page(ALL_APPLICATIONS, { rev: true, offset, count: limit });
  return { total, items: await documents.get(ids) };
};

/** Every application still waiting for a decision, oldest first (what an expert's queue is cut from). */
export const listOpenApplications = async (store: ReadModelStore): Promise<ApplicationDocument[]> => {
  const documents = reader(store);
  const { ids } = await documents.page(OPEN_APPLICATIONS);
  return documents.get(ids);
};

export const getApplication = (store: ReadModelStore, applicationId: string): Promise<ApplicationDocument | null> =>
  reader(store).one(applicationId);

/** Applications decided within [from, until] (ms since the epoch), earliest first. */
export const listDecidedBetween = async (store: ReadModelStore, from: number, until: number): Promise<ApplicationDocument[]> => {
  const documents = reader(store);
  const { ids } = await documents.page(DECIDED_APPLICATIONS, { min: from, max: until });
  return documents.get(ids);
};
