import { useEffect, useState, type ReactNode } from 'react';
import { Button, Modal } from '../../../components/ui';
import * as bookingModule from '../../../content/booking';
import { notice, useContent, useMessage, useMessages } from '../../../lib/i18n';
import { checkAvailability, type AvailabilityResult } from '../api/booking-api';
import { isAbort } from '../../../lib/http';
import type { AvailabilityInput } from '../hooks/use-availability-check';

type PopupState = { kind: 'missing' } | { kind: 'loading' } | AvailabilityResult;

export interface AvailabilityPopupProps {
  open: boolean;
  onClose: () => void;
  input: AvailabilityInput;
  /** Turns a conflict's slot × facility pairs into readable lines. */
  describe: (conflicts: ReadonlyArray<{ slotId: string; facilityId: string }>) => string[];
  /** Offered beside a conflict's suggestions (joining the waitlist). */
  conflictAction?: ReactNode;
}

const ready = (input: AvailabilityInput): boolean =>
  input.lab !== '' &&
  input.date !== '' &&
  input.timeSlots.length > 0 &&
  input.facilityIds.length > 0;

/** 'Facility Availability Check': loading, failed, available or conflict (spec 2 and 8). */
export function AvailabilityPopup({ open, onClose, input, describe, conflictAction }: AvailabilityPopupProps) {
  const { bookingContent } = useContent('booking', bookingModule);
  const texts = useMessages().availability;
  return (
    <Modal open={open} onClose={onClose} title={texts.popupTitle} hideClose>
      {/* Mounted per opening, so every opening checks afresh. */}
      {open && <PopupBody input={input} describe={describe} conflictAction={conflictAction} />}
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {bookingContent.close}
        </Button>
      </div>
    </Modal>
  );
}

function PopupBody({ input, describe, conflictAction }: Pick<AvailabilityPopupProps, 'input' | 'describe' | 'conflictAction'>) {
  const { bookingContent } = useContent('booking', bookingModule);
  const texts = useMessages().availability;
  const message = useMessage();
  const [state, setState] = useState<PopupState>(() =>
    ready(input) ? { kind: 'loading' } : { kind: 'missing' },
  );
  const { lab, date } = input;
  const slots = input.timeSlots.join('\n');
  const facilities = input.facilityIds.join('\n');
  const complete = ready(input);

  useEffect(() => {
    if (!complete) return undefined;
    const controller = new AbortController();
    checkAvailability(
      { lab, date, timeSlots: slots.split('\n'), machines: facilities.split('\n') },
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted) setState(result);
      },
      (error: unknown) => {
        if (!isAbort(error))
          setState({ kind: 'error', message: notice('availability.checkFailed'), unreachable: false });
      },
    );
    return () => controller.abort();
  }, [complete, lab, date, slots, facilities]);

  return (
    <div aria-live="polite" aria-busy={state.kind === 'loading'}>
      {state.kind === 'missing' && <p className="text-ink-700">{texts.prerequisitesMissing}</p>}
      {state.kind === 'loading' && (
        <p className="flex items-center gap-3 text-ink-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
          {bookingContent.checking}
        </p>
      )}
      {state.kind === 'error' && (
        <div>
          <h3 className="text-lg font-semibold text-red-800">{texts.failedTitle}</h3>
          <p className="mt-2 text-ink-700">{message(state.message)}</p>
        </div>
      )}
      {state.kind === 'available' && (
        <div>
          <h3 className="text-lg font-semibold text-green-800">{texts.availableTitle}</h3>
          <p className="mt-2 text-ink-700">{message(state.message)}</p>
        </div>
      )}
      {state.kind === 'conflict' && (
        <div>
          <h3 className="text-lg font-semibold text-amber-900">{texts.conflictTitle}</h3>
          <p className="mt-2 text-ink-700">{message(state.message)}</p>
          {state.conflicts.length > 0 && (
            <ul
              aria-label={bookingContent.live.conflictTitle}
              className="mt-2 list-disc pl-5 text-sm text-ink-700"
            >
              {describe(state.conflicts).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="mt-4 font-semibold text-ink-900">{bookingContent.suggestionsHeading}</p>
          <ul className="mt-1 list-disc pl-5 text-ink-700">
            {texts.conflictSuggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {conflictAction}
        </div>
      )}
    </div>
  );
}
