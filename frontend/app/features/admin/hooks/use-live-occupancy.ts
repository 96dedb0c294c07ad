import { SOCKET_EVENTS, type LabDayRef, type OccupancySnapshot, type SubscribeAck } from '@centre/contracts';
import { createContext, useContext, useEffect, useState } from 'react';

/** What the lab-day view needs of socket.io; tests hand in a fake. */
export interface OccupancyChannel {
  /** Follows one lab-day: every snapshot (the first from the subscribe ack) goes to `listener`. */
  follow(ref: LabDayRef, listener: (snapshot: OccupancySnapshot) => void): () => void;
}

export type OccupancyChannelFactory = () => Promise<OccupancyChannel & { close(): void }>;

/** socket.io to the same origin, loaded only when the view opens. */
export const socketOccupancyChannel: OccupancyChannelFactory = async () => {
  const { io } = await import('socket.io-client');
  const socket = io({ transports: ['websocket', 'polling'] });
  return {
    follow: (ref, listener) => {
      const onSnapshot = (snapshot: OccupancySnapshot): void => {
        if (snapshot.lab === ref.lab && snapshot.date === ref.date) listener(snapshot);
      };
      const subscribe = (): void => {
        socket.timeout(10_000).emit(SOCKET_EVENTS.subscribeLabDay, ref, (error: Error | null, ack?: SubscribeAck) => {
          if (!error && ack?.ok) listener(ack.snapshot);
        });
      };
      socket.on(SOCKET_EVENTS.occupancy, onSnapshot);
      // A reconnect loses the server's rooms: subscribe again each time.
      socket.on('connect', subscribe);
      if (socket.connected) subscribe();
      return () => {
        socket.off(SOCKET_EVENTS.occupancy, onSnapshot);
        socket.off('connect', subscribe);
        socket.emit(SOCKET_EVENTS.unsubscribeLabDay, ref);
      };
    },
    close: () => {
      socket.disconnect();
    },
  };
};

export const OccupancyChannelContext = createContext<OccupancyChannelFactory>(socketOccupancyChannel);

export type LiveOccupancy = { kind: 'idle' } | { kind: 'connecting' } | { kind: 'live'; snapshot: OccupancySnapshot } | { kind: 'unavailable' };

/** The live occupancy of a lab-day; keeps the snapshot of the highest log position. */
export function useLiveOccupancy(lab: string, date: string): LiveOccupancy {
  const factory = useContext(OccupancyChannelContext);
  const [state, setState] = useState<{ key: string; value: LiveOccupancy }>({ key: '', value: { kind: 'idle' } });
  const key = `${lab}|${date}`;
  const active = lab !== '' && date !== '';

  useEffect(() => {
    if (!active) return undefined;
    let stop: (() => void) | undefined;
    let close: (() => void) | undefined;
    let cancelled = false;
    factory().then(
      (channel) => {
        close = () => channel.close();
        if (cancelled) return close();
        stop = channel.follow({ lab, date }, (snapshot) =>
          setState((previous) =>
            previous.key === key && previous.value.kind === 'live' && previous.value.snapshot.position > snapshot.position
              ? previous
              : { key, value: { kind: 'live', snapshot } },
          ),
        );
      },
      () => {
        if (!cancelled) setState({ key, value: { kind: 'unavailable' } });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
      close?.();
    };
  }, [active, lab, date, key, factory]);

  if (!active) return { kind: 'idle' };
  return state.key === key ? state.value : { kind: 'connecting' };
}
