/**
 * Every event of the log carries the same envelope. The actor is the audit trail: the log
 * itself answers "who did what, when".
 */
export type Actor =
  | { kind: 'visitor' }
  /** A signed-in user, or (via 'review-link') the reviewer a signed review link names. */
  | { kind: 'user'; userId: string; email: string; role: UserRole; via?: 'review-link' }
  /** Only on events written before review links named their reviewer. */
  | { kind: 'review-link'; bookingId: string }
  /** The booker, through a signed link from one of their mails. */
  | { kind: 'booker' }
  /** The deadline scheduler. */
  | { kind: 'scheduler' }
  | { kind: 'system'; reason: string };

/** Reviewers decide bookings, experts review startup applications, admins do everything. */
export const USER_ROLES = ['reviewer', 'expert', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface EventEnvelope<TType extends string, TVersion extends number, TData> {
  type: TType;
  version: TVersion;
  eventId: string;
  /** ISO 8601 instant, UTC. */
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  data: TData;
}

/** What a decider returns: an event before the edge stamps id, time, actor and correlation. */
export interface NewEvent<TType extends string = string, TVersion extends number = number, TData = unknown> {
  type: TType;
  version: TVersion;
  data: TData;
}

/** An event as the log hands it back: where it sits in its stream and in the whole log. */
export interface RecordedEvent<E extends AnyEvent = AnyEvent> {
  streamId: string;
  /** 0-based revision within the stream. */
  revision: number;
  /** Global position in the log, strictly increasing, starting at 1. */
  position: number;
  /** When the log stored it (ISO 8601). */
  recordedAt: string;
  event: E;
}

export type AnyEvent = EventEnvelope<string, number, unknown>;
