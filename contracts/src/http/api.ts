/**
 * Request and response shapes of the public HTTP endpoints, and their paths; the staff
 * console's are in ./console-api.ts, and every failure's body is `ApiErrorBody` (./api-error.ts).
 * The backend's controllers declare these as what they take and return, and the frontend's api
 * modules read them: a shape lives here and nowhere else.
 */
import type { BookingRequestBody } from '../bookings/booking-request.js';
import type { ReviewPageBooking } from '../bookings/booking-record.js';
import type { SlotConflict } from '../bookings/slot-conflict.js';
import type { Institute } from '../catalogue/institutes.js';
import type { Lab } from '../catalogue/labs.js';
import type { TimeSlot } from '../catalogue/time-slots.js';
import type { UserType } from '../catalogue/user-types.js';
import type { SiteLanguage } from '../i18n/site-languages.js';
import type { ReviewAction } from '../validation/review.rules.js';
import type { UnavailableCell } from '../realtime/availability.socket.js';

const id = (value: string): string => encodeURIComponent(value);

export const API_PATHS = {
  catalog: '/api/catalog',
  checkAvailability: '/api/check-availability',
  bookings: '/api/bookings',
  booking: (bookingId: string) => `/api/bookings/${id(bookingId)}`,
  bookingStatus: (bookingId: string) => `/api/bookings/${id(bookingId)}/status`,
  bookingApprove: (bookingId: string) => `/api/bookings/${id(bookingId)}/approve`,
  bookingReject: (bookingId: string) => `/api/bookings/${id(bookingId)}/reject`,
  bookingCancel: (bookingId: string) => `/api/bookings/${id(bookingId)}/cancel`,
  /** A reviewer keeps a flagged booking, with a note (`CancelBookingRequest`'s `reason`). */
  bookingKeep: (bookingId: string) => `/api/bookings/${id(bookingId)}/keep`,
  myBooking: (bookingId: string) => `/api/my-bookings/${id(bookingId)}`,
  myBookingConfirm: (bookingId: string) => `/api/my-bookings/${id(bookingId)}/confirm`,
  myBookingCancel: (bookingId: string) => `/api/my-bookings/${id(bookingId)}/cancel`,
  /** The thank-you page's summary, read with the receipt the request's answer carried. */
  bookingReceipt: (bookingId: string) => `/api/bookings/${id(bookingId)}/receipt`,
  fetchData: '/api/fetch-data',
  submitForm: '/api/submit-form',
  applications: '/api/applications',
  machinesAvailability: '/api/machines/availability',
  appointments: '/api/appointments',
  /** The waitlist (issue 28 item 6): join with the form's body; the waiter's place by its signed link. */
  waitlist: '/api/waitlist',
  myWait: (waitId: string) => `/api/my-waits/${id(waitId)}`,
  myWaitClaim: (waitId: string) => `/api/my-waits/${id(waitId)}/claim`,
  myWaitLeave: (waitId: string) => `/api/my-waits/${id(waitId)}/leave`,
} as const;

/** GET /api/catalog — what the booking form offers. The staff directory carries no emails. */
export interface PublicStaffMember {
  id: string;
  name: string;
}

export interface CatalogueResponse {
  success: true;
  labs: Lab[];
  staff: PublicStaffMember[];
  institutes: Institute[];
  userTypes: UserType[];
  timeSlots: TimeSlot[];
  maxSlotsPerBooking: number;
}

/** POST /api/check-availability */
export interface CheckAvailabilityRequest {
  lab: string;
  date: string;
  /** Slot labels ('9:00 AM - 10:00 AM') or ids. */
  timeSlots: string[];
  /** Facility ids. */
  machines: string[];
}

export interface CheckAvailabilityResponse {
  success: true;
  available: boolean;
  message: string;
  /** The chosen cells that are already held. */
  conflicts: SlotConflict[];
  /** The chosen slot ids outside the lab's opening hours that day: closed, not free. */
  closed?: string[];
  /** The chosen cells a closure or an outage takes (lab operations), with the staff's words. */
  unavailable?: UnavailableCell[];
  /** The log position the answer reflects, when the reader knows it. */
  position?: number;
}

/** POST /api/bookings (optionally with an `Idempotency-Key` header). */
export type CreateBookingRequest = BookingRequestBody;

export interface CreateBookingResponse {
  success: true;
  message: string;
  bookingId: string;
  position: number;
  /**
   * A signed receipt that reads this booking's summary for an hour (GET …/receipt), so the
   * thank-you page shows the booking itself. It neither confirms nor cancels: that takes the
   * link in the booker's mail.
   */
  receipt: string;
}

/** GET /api/bookings/{id} (spec 3, "Booking record": `success` and `booking`). */
export interface GetBookingResponse {
  success: true;
  booking: ReviewPageBooking;
}

/** PUT /api/bookings/{id}/status */
export interface UpdateBookingStatusRequest {
  status: ReviewAction;
  adminNotes?: string;
}

export interface UpdateBookingStatusResponse {
  success: true;
  message: string;
  status: 'approved' | 'rejected';
  position: number;
}

/** POST /api/bookings/{id}/approve and /reject (no body). */
export type DecideBookingResponse = UpdateBookingStatusResponse;

/** A file as the spreadsheet-style records carry it. */
export interface RecordAttachment {
  url: string;
  filename?: string;
}

/** GET /api/fetch-data?baseId&tableId — the portfolio; the client reads `data.records`. */
export interface FetchDataQuery {
  baseId?: string;
  tableId?: string;
}

export interface PortfolioFields {
  'Company Name'?: string;
  'Website Link'?: string;
  Description?: string;
  Category?: string;
  'Company Logo'?: RecordAttachment[];
  'Startup Image'?: RecordAttachment[];
  'Founder Name'?: string;
}

export interface PortfolioRecord {
  id: string;
  fields: PortfolioFields;
}

export interface FetchDataResponse {
  success: true;
  data: { records: StartupRecord[] };
}

/** GET /api/startups: the same startups, as a plain list. */
export interface StartupsResponse {
  success: true;
  records: StartupRecord[];
}

/** What a card shows when a field is missing (spec 3). */
export const PORTFOLIO_DEFAULTS = {
  companyName: 'No Title',
  websiteLink: '#',
  description: 'No Description',
  category: 'Uncategorized',
  founderName: 'No founder name',
} as const;

/** The showcase's spelling of the same startups. */
export interface ShowcaseFields {
  CompanyName?: string;
  Category?: string;
  Description?: string;
  CompanyLogo?: RecordAttachment[];
  WebsiteLinks?: string;
}

export interface ShowcaseRecord {
  id: string;
  fields: ShowcaseFields;
}

/** One startup in both spellings at once: the portfolio's and the showcase's field names. */
export interface StartupRecord {
  id: string;
  fields: PortfolioFields & ShowcaseFields;
}

/** POST /api/submit-form — the contact form. `baseId` and `tableId` are accepted and ignored. */
export interface SubmitContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The page's language: the receipt and the replies are written in it (English when absent). */
  language?: SiteLanguage;
  baseId?: string;
  tableId?: string;
}

export interface SubmitContactResponse {
  success: true;
  message: string;
  /** The message's id, twice: `id` as record stores answer, `messageId` by name. */
  id: string;
  messageId: string;
  position: number;
}

/** POST /api/applications — multipart: every non-empty field, and `pitchDeck` as the file. */
export const APPLICATION_FILE_FIELD = 'pitchDeck';

export interface SubmitApplicationResponse {
  success: true;
  message: string;
  applicationId: string;
  position: number;
}

/** GET /api/machines/availability (older form); `machines` is a comma list of machine ids. */
export interface MachinesAvailabilityQuery {
  date: string;
  timeFrom: string;
  timeTo: string;
  machines: string;
}

export interface MachinesAvailabilityResponse {
  success: true;
  available: boolean;
  /** Only when a machine is taken. */
  message?: string;
}

/** POST /api/appointments (older form). */
export interface CreateAppointmentRequest {
  userType: string;
  institute: string;
  name: string;
  contact: string;
  email: string;
  date: string;
  timeFrom: string;
  timeTo: string;
  selectedMachines: string[];
}

export type CreateAppointmentResponse = CreateBookingResponse;

/** GET /health/live */
export interface LivenessResponse {
  status: 'ok';
}

/** GET /health and /health/ready: 200 when every check passes, else 503 with the same body. */
export interface ReadinessResponse {
  status: 'ok' | 'unavailable';
  checks: Array<{ name: string; ok: boolean; detail?: unknown }>;
  /**
   * Progress of a part that reports beside readiness, by its name; the mail's is
   * `mail: { checkpoint, lagEvents, pending }` (log position, events behind, mails unsent).
   */
  [report: string]: unknown;
}
