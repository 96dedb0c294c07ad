import {
  catalogueFacility,
  holdsOn,
  type BookerQualifications,
  type Catalogue,
  type QualificationEntry,
} from '@centre/contracts';
import { DOCUMENTS_KEY } from '../../engine/document-projection.js';
import { DocumentReader } from '../../engine/document-reader.js';
import type { ReadModelStore, ReadOptions, ReadTarget } from '../../store/read-model-store.port.js';
import {
  BOOKERS_INDEX,
  QUALIFICATIONS,
  facilityIndex,
  qualificationsLayout,
  type QualificationsDocument,
} from './qualifications.projection.js';
import { qualificationsProjection } from './qualifications.projection.js';

const ACTIVE: ReadTarget = { projection: QUALIFICATIONS, active: true };

/** One booker's qualifications in one round trip (a booking request's read), or null when none. */
export const bookerQualifications = async (
  store: ReadModelStore,
  email: string,
  options?: ReadOptions,
): Promise<BookerQualifications | null> => {
  const [[encoded]] = (await store.read(ACTIVE, [{ op: 'hmget', key: DOCUMENTS_KEY, fields: [email] }], options)) as [
    ReadonlyArray<string | null>,
  ];
  return encoded == null ? null : qualificationsLayout.decode(email, encoded);
};

export interface QualificationsQuery {
  /** Part of the booker's email (case-insensitive). */
  email?: string;
  facilityId?: string;
  /** The centre's date: a qualification whose last day is before it is not listed. */
  today: string;
  /**
   * The current catalogue, retired facilities included: it names each qualification's facility
   * and lab (one added in the console too; one it does not hold is not listed).
   */
  catalogue: Catalogue;
  /** Bookers read at most (the most recently changed first). */
  limit?: number;
}

/** The console's list: current qualifications, filtered, the latest grant first. */
export const listQualifications = async (store: ReadModelStore, query: QualificationsQuery): Promise<QualificationEntry[]> => {
  const reader = new DocumentReader<QualificationsDocument>(store, qualificationsProjection);
  const limit = Math.min(2000, Math.max(1, Math.floor(query.limit ?? 500)));
  const index = query.facilityId ? facilityIndex(query.facilityId) : BOOKERS_INDEX;
  const { ids } = await reader.page(index, { rev: true, count: limit });
  const wanted = query.email?.trim().toLowerCase() ?? '';
  const documents = await reader.get(wanted === '' ? ids : ids.filter((id) => id.includes(wanted)));
  const entries = documents.flatMap((document) =>
    Object.values(document.held).flatMap((qualification): QualificationEntry[] => {
      const found = catalogueFacility(query.catalogue, qualification.facilityId);
      if (!found || !holdsOn(qualification.expiresOn, query.today)) return [];
      if (query.facilityId && qualification.facilityId !== query.facilityId) return [];
      return [{ ...qualification, email: document.email, lab: found.lab.id, facilityName: found.facility.name }];
    }),
  );
  return entries.sort((a, b) => b.grantedAt.localeCompare(a.grantedAt) || a.email.localeCompare(b.email));
};
