import {
  SOCKET_EVENTS,
  type LabDayRef,
  type OccupancySnapshot,
  type SubscribeAck,
} from '@centre/contracts';
import { createContext, useContext, useEffect, useRef, useState } from 'react';

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

const isSnapshotOf = (value: unknown, ref: LabDayRef): value is OccupancySnapshot => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<OccupancySnapshot>;
  return (
    s.lab === ref.lab &&
    s.date === ref.date &&
    typeof s.position === 'number' &&
    Array.isArray(s.taken)
  );
};

/**
 * The live occupancy of one lab-day (DESIGN 5): subscribes while both are chosen and keeps the
 * snapshot with the highest log position. Receives nothing (undefined) when the server has
 * no live channel; the form's HTTP check still works then.
 */
export function useLabDayOccupancy(lab: string, date: string): OccupancySnapshot | undefined {
  const connect = useContext(LiveSocketContext);
  const [state, setState] = useState<{ key: string; snapshot: OccupancySnapshot } | undefined>(
    undefined,
  );
  const socketRef = useRef<Promise<LiveSocket | undefined> | undefined>(undefined);
  const currentRef = useRef<LabDayRef | undefined>(undefined);
  const active = lab !== '' && date !== '';
  const key = `${lab}|${date}`;

  useEffect(
    () => () => {
      const pending = socketRef.current;
      socketRef.current = undefined;
      void pending?.then((socket) => socket?.close());
    },
    [],
  );

  useEffect(() => {
    if (!active) return undefined;
    const ref: LabDayRef = { lab, date };
    currentRef.current = ref;
    const accept = (value: unknown): void => {
      const wanted = currentRef.current;
      if (!wanted || !isSnapshotOf(value, wanted)) return;
      const wantedKey = `${wanted.lab}|${wanted.date}`;
      setState((previous) =>
        previous && previous.key === wantedKey && previous.snapshot.position > value.position
          ? previous
          : { key: wantedKey, snapshot: value },
      );
    };
    if (!socketRef.current) {
      socketRef.current = connect().then(
        (socket) => {
          socket.onOccupancy(accept);
          // After a reconnect the server has forgotten us: subscribe again.
          socket.onConnect(() => {
            const again = currentRef.current;
            if (again) socket.subscribe(again, (ack) => ack.ok && accept(ack.snapshot));
          });
          return socket;
        },
        () => undefined,
      );
    }
    let cancelled = false;
    void socketRef.current.then((socket) => {
      if (!socket || cancelled) return;
      socket.subscribe(ref, (ack) => {
        if (ack.ok) accept(ack.snapshot);
      });
    });
    return () => {
      cancelled = true;
      currentRef.current = undefined;
      void socketRef.current?.then((socket) => socket?.unsubscribe(ref));
    };
  }, [active, lab, date, connect]);

  return active && state?.key === key ? state.snapshot : undefined;
}
