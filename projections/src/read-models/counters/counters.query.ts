import type { ReadModelStore } from '../../store/read-model-store.port.js';
import { COUNTERS, COUNTERS_KEY } from './counters.projection.js';

export interface CentreCounters {
  bookings: { total: number; pending: number; approved: number; rejected: number };
  bookingsByLab: Record<string, number>;
  messages: number;
  applications: number;
}

export const getCounters = async (store: ReadModelStore): Promise<CentreCounters> => {
  const [raw] = await store.read({ projection: COUNTERS, active: true }, [{ op: 'hgetall', key: COUNTERS_KEY }]);
  const n = (field: string) => Number(raw[field] ?? 0);
  const bookingsByLab: Record<string, number> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (field.startsWith('lab:')) bookingsByLab[field.slice('lab:'.length)] = Number(value);
  }
  return {
    bookings: { total: n('bookings'), pending: n('status:pending'), approved: n('status:approved'), rejected: n('status:rejected') },
    bookingsByLab,
    messages: n('messages'),
    applications: n('applications'),
  };
};
