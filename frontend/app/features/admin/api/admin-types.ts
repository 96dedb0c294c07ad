import type {
  BookingRecord,
  BookingStatus,
  ContactMessageReceivedV1Data,
  StartupApplicationSubmittedV1Data,
  TakenSlot,
  UserRole,
} from '@centre/contracts';

/**
 * Shapes of the /api/admin answers. The console is their only reader; they mirror the
 * backend's admin slice (bookings, history, projections, users) and its inbox routes.
 */
export type TrailActor =
  | { kind: 'visitor' }
  | { kind: 'user'; email: string; role: string }
  | { kind: 'review-link' }
  | { kind: 'system'; reason: string };

export type LabDayEventType = 'BookingRequested' | 'BookingApproved' | 'BookingRejected';

export interface BookingListResponse {
  success: true;
  items: BookingRecord[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AuditEntry {
  eventId: string;
  type: LabDayEventType;
  status: BookingStatus;
  at: string;
  actor: TrailActor;
  notes?: string;
  position: number;
  revision: number;
}

export interface BookingDetailResponse {
  success: true;
  booking: BookingRecord;
  trail: AuditEntry[];
}

export interface HistoryStep {
  revision: number;
  position: number;
  eventId: string;
  type: LabDayEventType;
  at: string;
  actor: TrailActor;
  bookingId: string;
  notes?: string;
  occupancy: TakenSlot[];
}

export interface LabDayHistoryResponse {
  success: true;
  lab: string;
  date: string;
  slots: { id: string; label: string }[];
  facilities: { id: string; name: string }[];
  steps: HistoryStep[];
}

export interface RunnerSnapshot {
  projection: string;
  version: number;
  generation: number;
  status: 'catching-up' | 'live' | 'rebuilding' | 'failed' | 'stopped';
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

export interface ProjectionState extends RunnerSnapshot {
  rebuild: RunnerSnapshot | null;
}

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

export interface ProjectionsResponse {
  success: true;
  ready: boolean;
  head: number;
  projections: ProjectionState[];
  rebuilds: RebuildRecord[];
}

export interface AdminUser {
  id: string;
  email: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
}

export interface Page<T> {
  success: true;
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type ContactMessage = ContactMessageReceivedV1Data & { receivedAt: string };
export type StartupApplication = Omit<StartupApplicationSubmittedV1Data, 'pitchDeck'> & {
  submittedAt: string;
  pitchDeck: { fileName: string; mediaType: string; sizeBytes: number };
};
