import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { messageOf } from '../api/admin-http';
import { fieldClasses, labelClasses } from './format';

/** The words a confirmation asks for, where the person it concerns is owed them. */
export interface ReasonField {
  label: string;
  required: boolean;
  max: number;
  /** Said under the field when a required reason is left blank. */
  missing: string;
}

export interface ConfirmDialogProps {
  title: string;
  /** What the step does, said before it is taken. */
  children: ReactNode;
  confirm: string;
  /** Red for a step that takes something away (reject, cancel, revoke, declare). */
  danger?: boolean;
  busy: boolean;
  /** The server's refusal, shown in place; null when there is none to show. */
  failure: unknown;
  /** With a reason field, the words typed (trimmed); without, ''. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
  reason?: ReasonField;
}

/**
 * The console's one confirmation of a step: names what it does, asks a reason where one is
 * owed (refusing a blank required one in place), shows the server's refusal in place, and
 * offers the step or going back.
 */
export function ConfirmDialog({ title, children, confirm, danger = false, busy, failure, onConfirm, onClose, reason }: ConfirmDialogProps) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to a form it is opened from.
    event.stopPropagation();
    if (busy) return;
    const said = text.trim();
    if (reason?.required && said === '') {
      setMissing(true);
      return;
    }
    onConfirm(said);
  };

  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {children}
        {reason && (
          <div>
            <label htmlFor={fieldId} className={labelClasses}>
              {reason.label}
            </label>
            <textarea
              id={fieldId}
              rows={3}
              maxLength={reason.max}
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
                {reason.missing}
              </p>
            )}
          </div>
        )}
        {failure !== null && failure !== undefined && (
          <p role="alert" className="font-semibold text-red-700">
            {messageOf(failure)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy} className={danger ? 'bg-red-700 hover:bg-red-800' : undefined}>
            {busy ? 'Saving…' : confirm}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Go back
          </Button>
        </div>
      </form>
    </Modal>
  );
}
