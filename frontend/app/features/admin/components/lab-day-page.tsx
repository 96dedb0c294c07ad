import { findLab, labName, TIME_SLOTS } from '@centre/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveOccupancy } from '../hooks/use-live-occupancy';
import { LabDayPicker } from './lab-day-picker';
import { OccupancyGrid } from './occupancy-grid';

const SLOTS = TIME_SLOTS.map((s) => ({ id: s.id, label: s.label }));

/** One lab-day's occupancy, live: socket.io pushes a new snapshot after every change. */
export function LabDayPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const lab = params.get('lab') ?? '';
  const date = params.get('date') ?? '';
  const live = useLiveOccupancy(lab, date);
  const facilities = findLab(lab)?.facilities ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Lab-day view
      </h2>
      <LabDayPicker lab={lab} date={date} onChange={(l, d) => setParams(new URLSearchParams({ lab: l, date: d }), { replace: true })} />
      <p role="status" className="text-sm text-ink-600">
        {live.kind === 'idle' && 'Choose a lab and a date.'}
        {live.kind === 'connecting' && 'Connecting to live updates…'}
        {live.kind === 'unavailable' && 'Live updates are not available right now.'}
        {/* Reviewers read slots, not the event log's positions. */}
        {live.kind === 'live' && `Live · ${live.snapshot.taken.length} ${live.snapshot.taken.length === 1 ? 'slot' : 'slots'} booked · updates as bookings change`}
      </p>
      {live.kind === 'live' && (
        <OccupancyGrid caption={`Occupancy of ${labName(lab)} on ${date}`} slots={SLOTS} facilities={facilities} taken={live.snapshot.taken} />
      )}
    </section>
  );
}
