import {
  CENTRE_TIMEZONE_DEFAULT,
  hasSlotStarted,
  labDayGrid,
  nextFreeSlot,
  type AvailabilityWeekResponse,
  type Lab,
  type LabDayGrid,
  type LabDayRef,
  type OccupancySnapshot,
} from '@centre/contracts';
import { useContext, useEffect, useRef, useState } from 'react';
import { isAbort } from '../../../lib/http';
import { notice, type Notice } from '../../../lib/i18n';
import { LiveSocketContext, isSnapshotOf } from '../../../lib/live-socket';
import { fetchWeek } from '../api/week-api';

export type LiveWeek =
  | { kind: 'loading' }
  | { kind: 'error'; message: Notice }
  | { kind: 'ready'; week: AvailabilityWeekResponse; live: boolean };

/**
 * A lab's week (GET /api/availability/week), then each of its lab-days followed on the socket
 * (DESIGN 5): a pushed snapshot replaces its day, rebuilt with contracts' `labDayGrid` exactly as
 * the server built it, and each facility's next free slot follows. A day keeps the snapshot with
 * the highest log position, so an older push never undoes a newer answer. `labs` is the current
 * catalogue (useCurrentCatalogue): a pushed day is rebuilt with its facilities, as the server
 * built the week, so a facility added in the console keeps its row live.
 */
export function useLiveWeek(lab: string, from: string, labs: readonly Lab[]): LiveWeek {
  const connect = useContext(LiveSocketContext);
  // Read when a push arrives: the current catalogue may replace the spec's meanwhile, and that
  // must not subscribe afresh.
  const labsRef = useRef(labs);
  useEffect(() => {
    labsRef.current = labs;
  }, [labs]);
  const [state, setState] = useState<{ key: string; value: LiveWeek }>({ key: '', value: { kind: 'loading' } });
  const key = `${lab}|${from}`;

  useEffect(() => {
    if (lab === '' || from === '') return undefined;
    const controller = new AbortController();
    let closed = false;
    let closeSocket: (() => void) | undefined;
    const set = (value: LiveWeek): void => {
      if (!closed) setState({ key, value });
    };
    const apply = (snapshot: OccupancySnapshot): void => {
      const found = labsRef.current.find((l) => l.id === lab);
      if (!found || closed) return;
      setState((previous) => {
        if (previous.key !== key || previous.value.kind !== 'ready') return previous;
        const { week } = previous.value;
        const index = week.days.findIndex((d) => d.date === snapshot.date);
        const current = week.days[index];
        if (!current || current.position > snapshot.position) return previous;
        const day: LabDayGrid = labDayGrid(found, snapshot, {
          hasSlotStarted: (slotId, date) => hasSlotStarted(slotId, date, CENTRE_TIMEZONE_DEFAULT, new Date()),
          lastBookable: week.lastBookable,
        });
        const days = week.days.map((d, i) => (i === index ? day : d));
        const nextFree = Object.fromEntries(Object.keys(week.nextFree).map((id) => [id, nextFreeSlot(days, id)]));
        return { key, value: { kind: 'ready', live: true, week: { ...week, days, nextFree } } };
      });
    };

    set({ kind: 'loading' });
    void fetchWeek(lab, from, controller.signal).then(
      (result) => {
        if (result.kind === 'error') {
          set(result);
          return;
        }
        set({ kind: 'ready', week: result.week, live: false });
        const refs: LabDayRef[] = result.week.days.map((d) => ({ lab, date: d.date }));
        const accept = (value: unknown): void => {
          const ref = refs.find((r) => isSnapshotOf(value, r));
          if (ref) apply(value as OccupancySnapshot);
        };
        void connect().then(
          (socket) => {
            if (closed) {
              socket.close();
              return;
            }
            closeSocket = () => socket.close();
            socket.onOccupancy(accept);
            const subscribeAll = (): void => {
              for (const ref of refs) socket.subscribe(ref, (ack) => ack.ok && accept(ack.snapshot));
            };
            // After a reconnect the server has forgotten us: subscribe again.
            socket.onConnect(subscribeAll);
            subscribeAll();
          },
          () => undefined,
        );
      },
      (error: unknown) => {
        if (!isAbort(error)) set({ kind: 'error', message: notice('availability.checkFailed') });
      },
    );
    return () => {
      closed = true;
      controller.abort();
      closeSocket?.();
    };
  }, [lab, from, key, connect]);

  return state.key === key ? state.value : { kind: 'loading' };
}
