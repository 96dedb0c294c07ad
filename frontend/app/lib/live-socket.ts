import {
  SOCKET_EVENTS,
  type LabDayRef,
  type OccupancySnapshot,
  type SubscribeAck,
} from '@centre/contracts';
import { createContext } from 'react';

/**
 * The live availability socket (DESIGN 5), shared by every screen that follows lab-days: the
 * booking form follows one, the availability grid a week of them.
 */
/** The little of a socket.io client the hook needs; tests hand in a fake. */
export interface LiveSocket {
  onConnect(listener: () => void): void;
  onOccupancy(listener: (snapshot: OccupancySnapshot) => void): void;
  subscribe(ref: LabDayRef, ack: (result: SubscribeAck) => void): void;
  unsubscribe(ref: LabDayRef): void;
  close(): void;
}

export type LiveSocketConnector = () => Promise<LiveSocket>;

/** Same origin, default path. socket.io-client loads only when a lab and a date are chosen. */
export const connectLiveSocket: LiveSocketConnector = async () => {
  const { io } = await import('socket.io-client');
  const socket = io({ transports: ['websocket', 'polling'], reconnectionDelayMax: 10_000 });
  return {
    onConnect: (listener) => {
      socket.on('connect', listener);
    },
    onOccupancy: (listener) => {
      socket.on(SOCKET_EVENTS.occupancy, (snapshot: OccupancySnapshot) => listener(snapshot));
    },
    subscribe: (ref, ack) => {
      socket
        .timeout(10_000)
        .emit(SOCKET_EVENTS.subscribeLabDay, ref, (error: Error | null, result?: SubscribeAck) => {
          if (!error && result) ack(result);
        });
    },
    unsubscribe: (ref) => {
      socket.emit(SOCKET_EVENTS.unsubscribeLabDay, ref);
    },
    close: () => {
      socket.disconnect();
    },
  };
};

export const LiveSocketContext = createContext<LiveSocketConnector>(connectLiveSocket);

/** A pushed or acknowledged snapshot of exactly this lab-day. */
export const isSnapshotOf = (value: unknown, ref: LabDayRef): value is OccupancySnapshot => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<OccupancySnapshot>;
  return (
    s.lab === ref.lab &&
    s.date === ref.date &&
    typeof s.position === 'number' &&
    Array.isArray(s.taken)
  );
};
