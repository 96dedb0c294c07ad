/** Request and response shapes of every HTTP endpoint, and their paths. */
import type { BookingRequestBody, BookingStatus } from '../bookings/booking-request.js';
import type { BookingResponse } from '../bookings/booking-record.js';
import type { Institute } from '../catalogue/institutes.js';
import type { Lab } from '../catalogue/labs.js';
import type { TimeSlot } from '../catalogue/time-slots.js';
import type { UserType } from '../catalogue/user-types.js';
import type { ReviewAction } from '../validation/review.rules.js';

const id = (value: string): string => encodeURIComponent(value);

export const API_PATHS = {
  catalog: '/api/catalog',
  checkAvailability: '/api/check-availability',
  bookings: '/api/bookings',
  booking: (bookingId: string) => `/api/bookings/${id(bookingId)}`,
  bookingStatus: (bookingId: string) => `/api/bookings/${id(bookingId)}/status`,
  bookingApprove: (bookingId: string) => `/api/bookings/${id(bookingId)}/approve`,
  bookingReject: (bookingId: string) => `/api/bookings/${id(bookingId)}/reject`,
  fetchData: '/api/fetch-data',
  submitForm: '/api/submit-form',
  applications: '/api/applications',
  machinesAvailability: '/api/machines/availability',
  appointments: '/api/appointments',
} as const;

/** Every failure: the spec's clients read `message`, and `conflict` on a booking clash. */
export interface ApiError {
  success: false;
  message: string;
  /** Field → message, for validation failures. */
  errors?: Record<string, string>;
  conflict?: boolean;
  conflicts?: SlotFacility[];
}

export interface SlotFacility {
  slotId: string;
  facilityId: string;
}

/** GET /api/catalog — what the booking form offers. The staff directory carries no emails. */
export interface PublicStaffMember {
  id: string;
  name: string;
}

export interface CatalogResponse {
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
  available: boolean;
  message: string;
  conflicts?: SlotFacility[];
  /** The log position the answer reflects. */
  position?: number;
}

/** POST /api/bookings (optionally with an `Idempotency-Key` header). */
export type CreateBookingRequest = BookingRequestBody;

export interface CreateBookingResponse {
  success: true;
  message: string;
  bookingId: string;
  position: number;
}

/** GET /api/bookings/{id} */
export type GetBookingResponse = BookingResponse;

/** PUT /api/bookings/{id}/status */
export interface UpdateBookingStatusRequest {
  status: ReviewAction;
  adminNotes?: string;
}

export interface UpdateBookingStatusResponse {
  success: true;
  message: string;
  status: BookingStatus;
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
  data: { records: PortfolioRecord[] };
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

/** POST /api/submit-form — the contact form. `baseId` and `tableId` are accepted and ignored. */
export interface SubmitContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  baseId?: string;
  tableId?: string;
}

export interface SubmitContactResponse {
  success: true;
  message: string;
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
  available: boolean;
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
