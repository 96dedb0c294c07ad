import { CANCEL_REASON_MAX_LENGTH, messageText, type BookingRecord } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { messageOf } from '../api/admin-http';
import { useCancelBooking, useReviewBooking } from '../api/bookings-api';
import { fieldClasses, formatDay, labelClasses } from './format';

/** What a reviewer may do to a booking from the console, each behind this one confirmation. */
export type ConsoleStep = 'approve' | 'reject' | 'cancel';

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
};

export interface DecisionDialogProps {
  booking: BookingRecord;
  step: ConsoleStep;
  onClose: () => void;
  /** With the server's words for what was done. */
  onDone: (message: string) => void;
}

/**
 * The confirmation step of approve, reject and cancel: names the booking, asks a reason where
 * the booker is owed one (a reject from the console, a cancel), and shows a refusal in place.
 */
export function DecisionDialog({ booking, step, onClose, onDone }: DecisionDialogProps) {
  const fieldId = useId();
  const words = WORDS[step];
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const review = useReviewBooking(booking.id);
  const cancel = useCancelBooking(booking.id);
  const busy = review.isPending || cancel.isPending;
  const failure = review.error ?? cancel.error;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    const said = text.trim();
    if (words.required && said === '') {
      setMissing(true);
      return;
    }
    if (step === 'cancel') cancel.mutate(said, { onSuccess: () => onDone('Booking cancelled. The booker is told why, and its time slots are free again.') });
    else review.mutate({ action: step, notes: said }, { onSuccess: (answer) => onDone(answer.message) });
  };

  return (
    <Modal open onClose={onClose} title={words.title(booking.name)}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-ink-700">
          {booking.labName} · {formatDay(booking.date)} · {booking.timeSlots.join(', ')}
        </p>
        <p className="text-sm text-ink-600">
          {booking.facilities.join(', ')} · <code className="font-mono break-all">{booking.id}</code>
        </p>
        <div>
          <label htmlFor={fieldId} className={labelClasses}>
            {words.field}
          </label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={words.max}
            className={fieldClasses}
            value={text}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${fieldId}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700">
              {messageText('review.reasonRequired')}
            </p>
          )}
        </div>
        {failure && (
          <p role="alert" className="font-semibold text-red-700">
            {messageOf(failure)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            disabled={busy}
            className={step === 'approve' ? undefined : 'bg-red-700 hover:bg-red-800'}
          >
            {busy ? 'Saving…' : words.confirm}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Go back
          </Button>
        </div>
      </form>
    </Modal>
  );
}
