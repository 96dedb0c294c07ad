/**
 * Request and response shapes of the staff's routes: signing in (/api/auth) and the admin
 * console (/api/admin). Failures answer `ApiErrorBody` like every route.
 */
import type { BookingHistoryEntry, BookingRecord, PublicActor } from '../bookings/booking-record.js';
import type { BookingStatus } from '../bookings/booking-status.js';
import type { UserRole } from '../events/event-envelope.js';
import type { LabDayEvent } from '../events/booking-events.js';
import type { StartupApplicationSubmittedV1Data } from '../events/inbox-events.js';
import type { InboxMessage } from '../inbox/contact-api.js';
import type { TakenSlot } from '../realtime/availability.socket.js';

const id = (value: string): string => encodeURIComponent(value);

export const CONSOLE_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  setup: '/api/setup',
  bookings: '/api/admin/bookings',
  /** The reviewers' queue: undecided bookings, the nearest deadline first (`lab`, `page`, `pageSize`). */
  bookingQueue: '/api/admin/bookings/queue',
  booking: (bookingId: string) => `/api/admin/bookings/${id(bookingId)}`,
  labDayHistory: (lab: string, date: string) => `/api/admin/lab-days/${id(lab)}/${id(date)}/history`,
  projections: '/api/admin/projections',
  rebuild: (name: string) => `/api/admin/projections/${id(name)}/rebuild`,
  users: '/api/admin/users',
  user: (userId: string) => `/api/admin/users/${id(userId)}`,
  inboxMessages: '/api/admin/inbox/messages',
  inboxApplications: '/api/admin/inbox/applications',
  pitchDeck: (applicationId: string) => `/api/admin/inbox/applications/${id(applicationId)}/pitch-deck`,
} as const;

// ---- signing in ----

/** A signed-in reviewer or admin. */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  /** A reviewer given labs (lab ids) decides their bookings only (`mayDecideLab`); absent: every lab. */
  labs?: string[];
}

/** POST /api/auth/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/login and GET /api/auth/me */
/** GET /api/setup: whether the first admin is still to be created (then the sign-in page says how). */
export interface SetupStatusResponse {
  success: true;
  needed: boolean;
}

/** POST /api/setup: the one-time token of the link the server printed, and the first admin's account. */
export interface SetupRequest extends LoginRequest {
  token: string;
}

export interface SessionResponse {
  success: true;
  user: SessionUser;
}

/** POST /api/auth/logout */
export interface LogoutResponse {
  success: true;
}

// ---- bookings ----

export type BookingListSort = 'created-desc' | 'created-asc' | 'date-asc' | 'date-desc';

/** GET /api/admin/bookings: the query string; every parameter may be left out. */
export interface BookingListQuery {
  status?: BookingStatus;
  lab?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** Matched in name, email and booking id. */
  q?: string;
  sort?: BookingListSort;
  page?: number;
  pageSize?: number;
  /** '1': only the flagged bookings that still need a reviewer ("Needs attention"). */
  attention?: '1';
}

/** A page of a longer list. */
export interface ListPage<T> {
  success: true;
  items: T[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
}

export type BookingListResponse = ListPage<BookingRecord>;

/** GET /api/admin/bookings/queue */
export interface BookingQueueQuery {
  lab?: string;
  /** Every lab, for a reviewer who has labs (whose queue otherwise opens on them). */
  scope?: 'all';
  page?: number;
  pageSize?: number;
}

export type BookingQueueResponse = ListPage<BookingRecord> & {
  /** Approved bookings flagged since (a closure, an outage, a retirement) that still need a reviewer, nearest first. */
  attention?: BookingRecord[];
  /** The signed-in reviewer's labs the queue was narrowed to; absent when it lists every lab (or `lab`). */
  myLabs?: string[];
};

/** GET /api/admin/bookings/{id}: the record and its audit trail, read from the log. */
export interface BookingAuditResponse {
  success: true;
  booking: BookingRecord;
  trail: BookingHistoryEntry[];
}

/** One event of a lab-day and the occupancy as it stood right after it. */
export interface LabDayHistoryStep {
  revision: number;
  position: number;
  eventId: string;
  type: LabDayEvent['type'];
  at: string;
  actor: PublicActor;
  bookingId: string;
  notes?: string;
  /** Every held slot × facility after this event. */
  occupancy: TakenSlot[];
}

/** GET /api/admin/lab-days/{lab}/{date}/history */
export interface LabDayHistoryResponse {
  success: true;
  lab: string;
  date: string;
  slots: Array<{ id: string; label: string }>;
  facilities: Array<{ id: string; name: string }>;
  steps: LabDayHistoryStep[];
}

// ---- projections ----

export type ProjectionRunState = 'catching-up' | 'live' | 'rebuilding' | 'failed' | 'stopped';

/** One generation of a projection, as its runner reports it (DESIGN 4). */
export interface ProjectionFigures {
  projection: string;
  version: number;
  generation: number;
  status: ProjectionRunState;
  checkpoint: number;
  /** A rebuild folding the log in memory: how far it has read (stored once the fold ends). */
  foldedTo: number;
  head: number;
  lagEvents: number;
  lagMs: number;
  eventsPerSecond: number;
  eventsApplied: number;
  errors: number;
  lastError: { message: string; eventId: string | null; position: number | null } | null;
}

export interface ProjectionState extends ProjectionFigures {
  /** A rebuild in progress: its generation's figures (not active yet). */
  rebuild: ProjectionFigures | null;
}

/** The last rebuild asked through the console, per projection. */
export type RebuildRecord =
  | { projection: string; state: 'running'; startedAt: string }
  | {
      projection: string;
      state: 'completed';
      startedAt: string;
      finishedAt: string;
      result: { events: number; durationMs: number; eventsPerSecond: number; to: number };
    }
  | { projection: string; state: 'failed'; startedAt: string; finishedAt: string; error: string };

/** GET /api/admin/projections */
export interface ProjectionsResponse {
  success: true;
  /** Every projection follows the log live. */
  ready: boolean;
  head: number;
  projections: ProjectionState[];
  rebuilds: RebuildRecord[];
}

/** POST /api/admin/projections/{name}/rebuild (202: the rebuild runs on). */
export interface RebuildResponse {
  success: true;
  projection: string;
  alreadyRunning: boolean;
}

// ---- users ----

/** What the console shows of an account: never its password hash or sessions. */
export interface UserAccount extends SessionUser {
  disabled: boolean;
  createdAt: string;
  /** A reviewer's labs (lab ids): they are mailed about, first shown and decide those only. Empty: every lab. */
  labs: string[];
  /** The last change an admin made to the account, and who made it (their email). */
  changed?: { at: string; by: string };
}

/** GET /api/admin/users */
export interface UsersResponse {
  success: true;
  users: UserAccount[];
}

/** POST /api/admin/users */
export interface NewUserRequest {
  email: string;
  password: string;
  role: UserRole;
}

/** PATCH /api/admin/users/{id}: a role, a disabled flag, a reviewer's labs, or several of them. */
export interface UserChangeRequest {
  role?: UserRole;
  disabled?: boolean;
  /** Lab ids; an empty list gives the reviewer every lab. Only reviewers have labs. */
  labs?: string[];
}

/** POST and PATCH /api/admin/users */
export interface UserResponse {
  success: true;
  user: UserAccount;
}

// ---- inbox ----

/** GET /api/admin/inbox/messages and …/applications: the query string. */
export interface InboxPageQuery {
  page?: number;
  pageSize?: number;
  /** Messages only: 'new' lists those nobody has answered or closed yet. */
  status?: 'new';
}

export type InboxApplication = StartupApplicationSubmittedV1Data & { submittedAt: string };

export type InboxMessagesResponse = ListPage<InboxMessage>;
export type InboxApplicationsResponse = ListPage<InboxApplication>;
