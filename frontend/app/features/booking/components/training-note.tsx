import { trainingRequiredIn, type Lab } from '@centre/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import * as bookingModule from '../../../content/booking';
import { useContent } from '../../../lib/i18n';

export interface TrainingNoteProps {
  /** The facilities chosen in the form. */
  facilityIds: readonly string[];
  /** The chosen lab as the current catalogue has it (the decision's word on training and names). */
  lab: Lab | undefined;
}

/**
 * Before a submit: which chosen facility needs training, and where to get it (the lab-day refuses
 * one whose booker holds no current qualification, naming it; the picker's field shows that).
 */
export function TrainingNote({ facilityIds, lab }: TrainingNoteProps) {
  const { bookingContent } = useContent('booking', bookingModule);
  if (!lab) return null;
  const trained = facilityIds.filter(trainingRequiredIn(lab));
  if (trained.length === 0) return null;
  const nameOf = (id: string): string => lab.facilities.find((f) => f.id === id)?.name ?? id;
  return (
    <div className="rounded-xl border border-brand-700/30 bg-brand-50 px-4 py-3 text-sm text-ink-800">
      <ul className="space-y-1">
        {trained.map((id) => (
          <li key={id}>
            <span className="font-semibold">{nameOf(id)}</span> {bookingContent.fields.trainingNote}
          </li>
        ))}
      </ul>
      <Link to={paths.training} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {bookingContent.fields.trainingLink}
      </Link>
    </div>
  );
}
