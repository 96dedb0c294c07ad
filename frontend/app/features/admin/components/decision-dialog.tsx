import { CANCEL_REASON_MAX_LENGTH, messageText, type BookingRecord } from '@centre/contracts';
import { useCancelBooking, useKeepBooking, useReviewBooking } from '../api/bookings-api';
import { ConfirmDialog } from './confirm-dialog';
import { formatDay } from './format';

/** What a reviewer may do to a booking from the console, each behind this one confirmation. */
export type ConsoleStep = 'approve' | 'reject' | 'cancel' | 'keep';

const NOTES_MAX_LENGTH = 2000;

const WORDS: Record<ConsoleStep, { title: (name: string) => string; field: string; required: boolean; confirm: string; max: number }> = {
  approve: { title: (name) => `Approve the booking of ${name}?`, field: 'Admin Notes', required: false, confirm: 'Yes, approve', max: NOTES_MAX_LENGTH },
  reject: {
    title: (name) => `Reject the booking of ${name}?`,
    field: 'Reason for rejecting (sent to the booker)',
    required: true,
    confirm: 'Yes, reject',
    max: NOTES_MAX_LENGTH,
  },
  cancel: {
    title: (name) => `Cancel the booking of ${name}?`,
    field: 'Reason for cancelling (sent to the booker)',
    required: true,
    confirm: 'Yes, cancel the booking',
    max: CANCEL_REASON_MAX_LENGTH,
  },
  keep: {
    title: (name) => `Keep the booking of ${name}?`,
    field: 'Note: why it can go ahead (sent to the booker)',
    required: true,
    confirm: 'Yes, keep the booking',
    max: CANCEL_REASON_MAX_LENGTH,
  },
};

export interface DecisionDialogProps {
  booking: BookingRecord;
  step: ConsoleStep;
  onClose: () => void;
  /** With the server's words for what was done. */
  onDone: (message: string) => void;
}

/**
 * The confirmation step of approve, reject, cancel and keep: names the booking, asks a reason
 * where the booker is owed one (a reject from the console, a cancel, a kept flagged booking),
 * and shows a refusal in place.
 */
export function DecisionDialog({ booking, step, onClose, onDone }: DecisionDialogProps) {
  const words = WORDS[step];
  const review = useReviewBooking(booking.id);
  const cancel = useCancelBooking(booking.id);
  const keep = useKeepBooking(booking.id);
  const confirm = (said: string): void => {
    if (step === 'keep') keep.mutate(said, { onSuccess: () => onDone('Booking kept. The flag is cleared and the booker is told it stands.') });
    else if (step === 'cancel') cancel.mutate(said, { onSuccess: () => onDone('Booking cancelled. The booker is told why, and its time slots are free again.') });
    else review.mutate({ action: step, notes: said }, { onSuccess: (answer) => onDone(answer.message) });
  };

  return (
    <ConfirmDialog
      title={words.title(booking.name)}
      confirm={words.confirm}
      danger={step === 'reject' || step === 'cancel'}
      busy={review.isPending || cancel.isPending || keep.isPending}
      failure={review.error ?? cancel.error ?? keep.error}
      onConfirm={confirm}
      onClose={onClose}
      reason={{ label: words.field, required: words.required, max: words.max, missing: messageText('review.reasonRequired') }}
    >
      <p className="text-ink-700">
        {booking.labName} · {formatDay(booking.date)} · {booking.timeSlots.join(', ')}
      </p>
      <p className="text-sm text-ink-600">
        {booking.facilities.join(', ')} · <code className="font-mono break-all">{booking.id}</code>
      </p>
    </ConfirmDialog>
  );
}
