import type { OpeningHours } from '../catalogue/opening-hours.js';

/** socket.io: live occupancy of one lab on one date. */
export const SOCKET_EVENTS = {
  subscribeLabDay: 'labday:subscribe',
  unsubscribeLabDay: 'labday:unsubscribe',
  occupancy: 'labday:occupancy',
} as const;

/** Sent with subscribe and unsubscribe. */
export interface LabDayRef {
  lab: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface TakenSlot {
  slotId: string;
  facilityId: string;
  /** Only staff see which booking holds a cell; public snapshots leave it out. */
  bookingId?: string;
  status: 'pending' | 'approved';
}

/** A snapshot as anyone may see it: which cells are taken, never by which booking. */
export const publicSnapshot = (snapshot: OccupancySnapshot): OccupancySnapshot => ({
  ...snapshot,
  taken: snapshot.taken.map(({ slotId, facilityId, status }) => ({ slotId, facilityId, status })),
});

/** Why a socket.io connection or subscription was refused (the handshake's error message). */
export const SOCKET_REFUSALS = {
  crossOrigin: 'This connection came from another site and was refused.',
  tooManyConnections: 'Too many live connections from your network. Please close some tabs and reload.',
  tooManySubscriptions: 'Too many changes of lab or date at once. Please wait a moment.',
} as const;

/**
 * The whole occupancy of a lab-day, never a delta, so a missed message never leaves a client
 * wrong. `position` is the log position it reflects: a client keeps the highest it has seen.
 */
/** A cell nobody can book: its lab is closed then, or its facility is out of service. */
export interface UnavailableCell {
  slotId: string;
  /** null when the whole lab is closed for that slot (opening hours or a centre closure). */
  facilityId: string | null;
  reason: 'closed' | 'maintenance';
  /** The staff's words (a closure's or an outage's reason), shown beside the cell. */
  note?: string;
}

export interface OccupancySnapshot {
  lab: string;
  date: string;
  position: number;
  taken: TakenSlot[];
  /** Cells closed by a closure or out of service by an outage; absent from older servers. */
  unavailable?: UnavailableCell[];
  /** The lab's opening hours as its admin set them (lab operations); absent: the catalogue's. */
  hours?: OpeningHours;
}

/** The acknowledgement of a subscribe: the current snapshot, or why it was refused. */
export type SubscribeAck =
  { ok: true; snapshot: OccupancySnapshot } | { ok: false; message: string };

export const occupancyKey = (slotId: string, facilityId: string): string =>
  `${slotId}|${facilityId}`;

/** The socket.io room of one lab-day. */
export const labDayRoom = (ref: LabDayRef): string => `labday:${ref.lab}:${ref.date}`;

/** Which of the wanted slot × facility pairs a snapshot shows as taken. */
export const conflictsIn = (
  snapshot: OccupancySnapshot,
  slotIds: readonly string[],
  facilityIds: readonly string[],
): Array<{ slotId: string; facilityId: string }> => {
  const taken = new Set(snapshot.taken.map((t) => occupancyKey(t.slotId, t.facilityId)));
  return slotIds.flatMap((slotId) =>
    facilityIds
      .filter((facilityId) => taken.has(occupancyKey(slotId, facilityId)))
      .map((facilityId) => ({ slotId, facilityId })),
  );
};

/** Server → client and client → server events, for typed sockets on both sides. */
export interface AvailabilityServerToClient {
  [SOCKET_EVENTS.occupancy]: (snapshot: OccupancySnapshot) => void;
}

export interface AvailabilityClientToServer {
  [SOCKET_EVENTS.subscribeLabDay]: (ref: LabDayRef, ack?: (result: SubscribeAck) => void) => void;
  [SOCKET_EVENTS.unsubscribeLabDay]: (ref: LabDayRef) => void;
}
