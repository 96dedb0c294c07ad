import type { SiteLanguage } from '../i18n/site-languages.js';
import type { WaitStatus } from '../events/waitlist-events.js';

/**
 * A place on a lab-day's waitlist as its waiter sees it (GET /api/my-waits/{id}, opened by the
 * signed link in their waitlist mails). Its id is the id its booking takes once claimed.
 */
export interface WaiterView {
  id: string;
  status: WaitStatus;
  name: string;
  lab: string;
  date: string;
  /** Canonical slot ids, sorted. */
  slots: string[];
  facilityIds: string[];
  language?: SiteLanguage;
  /** While offered: until when the cells are held (ISO instant). */
  offerUntil: string | null;
}

export interface WaiterResponse {
  success: true;
  wait: WaiterView;
}

/** POST /api/waitlist: the booking form's body, answered with the place's id. */
export interface JoinWaitlistResponse {
  success: true;
  message: string;
  id: string;
  position: number;
}

/** POST /api/my-waits/{id}/claim and …/leave. */
export interface WaitStepResponse {
  success: true;
  status: WaitStatus;
  position: number;
}

/** Where the waiter's own page lives (the signed link adds `?id=…&token=…`). */
export const WAITER_PAGE_PATH = '/booking/waitlist';
