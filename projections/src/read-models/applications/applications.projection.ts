import { APPLICATION_EVENT_TYPES, type ApplicationEvent } from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import { applicationReviewDocumentId, applicationsLayout, evolveApplication, type ApplicationDocument } from './applications.layout.js';

export const APPLICATIONS_PROJECTION = 'applications';

/** Each startup application with its conflicts, reviews and decision: the experts' and the admin's screens. */
export const applicationsProjection = documentProjection<ApplicationDocument, ApplicationEvent>({
  name: APPLICATIONS_PROJECTION,
  version: 1,
  handles: APPLICATION_EVENT_TYPES,
  documentId: applicationReviewDocumentId,
  evolve: evolveApplication,
  layout: applicationsLayout,
});
