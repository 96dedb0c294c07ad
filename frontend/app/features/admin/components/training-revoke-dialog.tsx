import { REVOKE_REASON_MAX_LENGTH, TRAINING_MESSAGES, type QualificationEntry } from '@centre/contracts';
import { useRevokeQualification } from '../api/training-api';
import { ConfirmDialog } from './confirm-dialog';

export interface TrainingRevokeDialogProps {
  qualification: QualificationEntry;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The confirmation of a revoke: names the booker and the facility and asks the reason they are mailed. */
export function TrainingRevokeDialog({ qualification, onClose, onDone }: TrainingRevokeDialogProps) {
  const { email, facilityId, facilityName } = qualification;
  const revoke = useRevokeQualification(email, facilityId);
  const confirm = (reason: string): void =>
    revoke.mutate({ reason }, { onSuccess: () => onDone(`Revoked: ${email} may no longer book the ${facilityName}. The booker is mailed the reason.`) });

  return (
    <ConfirmDialog
      title={`Revoke the qualification of ${email}?`}
      confirm="Yes, revoke"
      danger
      busy={revoke.isPending}
      failure={revoke.error}
      onConfirm={confirm}
      onClose={onClose}
      reason={{ label: 'Reason for revoking (sent to the booker)', required: true, max: REVOKE_REASON_MAX_LENGTH, missing: TRAINING_MESSAGES.reasonRequired }}
    >
      <p className="text-ink-700">
        {facilityName}: new bookings of it by {email} are refused from now on. Bookings already made stay with the reviewers.
      </p>
    </ConfirmDialog>
  );
}
