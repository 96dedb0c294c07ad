import { type LabDayRef, type OccupancySnapshot } from '@centre/contracts';
import { useContext, useEffect, useRef, useState } from 'react';
import { LiveSocketContext, isSnapshotOf, type LiveSocket } from '../../../lib/live-socket';

// Where they were first defined: the booking feature's tests and index import them from here.
export { LiveSocketContext, connectLiveSocket, type LiveSocket, type LiveSocketConnector } from '../../../lib/live-socket';

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
