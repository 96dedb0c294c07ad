export * from './event-envelope.js';
export * from './booking-events.js';
export * from './inbox-events.js';
export * from './application-events.js';
export * from './qualification-events.js';
export * from './upcasting.js';
export * from '../operations/lab-operation-events.js';
export * from './waitlist-events.js';

import type { LabDayEvent } from './booking-events.js';
import type { InboxEvent } from './inbox-events.js';
import type { ApplicationEvent } from './application-events.js';
import type { LabOperationEvent } from '../operations/lab-operation-events.js';
import type { QualificationEvent } from './qualification-events.js';
import type { WaitlistEvent } from './waitlist-events.js';
import type { CatalogueEvent } from '../catalogue/catalogue-events.js';

/** Every event the product writes, at its current version. */
export type CentreEvent =
  | LabDayEvent
  | InboxEvent
  | ApplicationEvent
  | LabOperationEvent
  | QualificationEvent
  | WaitlistEvent
  | CatalogueEvent;
