import { REVOKE_REASON_MAX_LENGTH, TRAINING_MESSAGES, type QualificationEntry } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { messageOf } from '../api/admin-http';
import { useRevokeQualification } from '../api/training-api';
import { fieldClasses, labelClasses } from './format';

export interface TrainingRevokeDialogProps {
  qualification: QualificationEntry;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The confirmation of a revoke: names the booker and the facility and asks the reason they are mailed. */
export function TrainingRevokeDialog({ qualification, onClose, onDone }: TrainingRevokeDialogProps) {
  const fieldId = useId();
  const { email, facilityId, facilityName } = qualification;
  const revoke = useRevokeQualification(email, facilityId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (revoke.isPending) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    revoke.mutate(
      { reason },
      { onSuccess: () => onDone(`Revoked: ${email} may no longer book the ${facilityName}. The booker is mailed the reason.`) },
    );
  };

  return (
    <Modal open onClose={onClose} title={`Revoke the qualification of ${email}?`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-ink-700">
          {facilityName}: new bookings of it by {email} are refused from now on. Bookings already made stay with the reviewers.
        </p>
        <div>
          <label htmlFor={fieldId} className={labelClasses}>
            Reason for revoking (sent to the booker)
          </label>
          <textarea
            id={fieldId}
            rows={3}
            maxLength={REVOKE_REASON_MAX_LENGTH}
            className={fieldClasses}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${fieldId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700">
              {TRAINING_MESSAGES.reasonRequired}
            </p>
          )}
        </div>
        {revoke.error && (
          <p role="alert" className="font-semibold text-red-700">
            {messageOf(revoke.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={revoke.isPending} className="bg-red-700 hover:bg-red-800">
            {revoke.isPending ? 'Saving…' : 'Yes, revoke'}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Go back
          </Button>
        </div>
      </form>
    </Modal>
  );
}
