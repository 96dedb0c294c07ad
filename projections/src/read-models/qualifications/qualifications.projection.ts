import {
  QUALIFICATION_EVENT_TYPES,
  evolveQualifications,
  type BookerQualifications,
  type QualificationEvent,
  type RecordedEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import type { DocumentLayout } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const QUALIFICATIONS = 'qualifications';

/** One booker's qualifications, with the log position of their last change (the list's order). */
export interface QualificationsDocument extends BookerQualifications {
  position: number;
}

/** Every booker holding a qualification, by their last change. */
export const BOOKERS_INDEX = 'bookers';
/** The bookers holding a qualification for one facility. */
export const facilityIndex = (facilityId: string): string => `facility:${facilityId}`;

export const qualificationsLayout: DocumentLayout<QualificationsDocument> = {
  encode: (document) => JSON.stringify(document),
  decode: (_id, encoded) => JSON.parse(encoded) as QualificationsDocument,
  indexes: (document) => [
    { index: BOOKERS_INDEX, score: document.position },
    ...Object.keys(document.held).map((facilityId) => ({ index: facilityIndex(facilityId), score: document.position })),
  ],
};

/** Pure: contracts' one fold of a booker's stream, stamped with where the change sits in the log. */
export const evolveQualificationsDocument = (
  document: QualificationsDocument | null,
  { event, position }: RecordedEvent<QualificationEvent>,
): QualificationsDocument | null => {
  const next = evolveQualifications(document, event);
  if (next === null) return null;
  return next === document ? document : { ...next, position };
};

/**
 * Each booker's current qualifications (facility → expiry): a booking request for a
 * training-required facility reads its booker's document (one read), the console lists them.
 */
export const qualificationsProjection = documentProjection<QualificationsDocument, QualificationEvent>({
  name: QUALIFICATIONS,
  version: 1,
  handles: QUALIFICATION_EVENT_TYPES,
  documentId: ({ event }) => event.data.email,
  evolve: evolveQualificationsDocument,
  layout: qualificationsLayout,
  foldsInParts: { module: builtModule(import.meta.url), export: 'qualificationsProjection' },
});
