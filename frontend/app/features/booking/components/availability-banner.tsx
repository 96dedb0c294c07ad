import type { ReactNode } from 'react';
import * as bookingModule from '../../../content/booking';
import { notice, useContent, useMessage, type Notice } from '../../../lib/i18n';

export interface ConflictView {
  message: Notice;
  hint: Notice;
  /** 'facility, slot' lines of what is already taken. */
  items: readonly string[];
}

export type BannerState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available'; message: Notice }
  | { kind: 'conflict'; conflict: ConflictView }
  | { kind: 'error'; message: Notice };

/**
 * The form's live availability banner (spec 2 and 8): amber for a conflict, which blocks submit.
 * `conflictAction` is offered beside a conflict's hint (joining the waitlist).
 */
export function AvailabilityBanner({ state, conflictAction }: { state: BannerState; conflictAction?: ReactNode }) {
  const { bookingContent } = useContent('booking', bookingModule);
  // The messages come with their codes: shown in the language on screen.
  const message = useMessage();
  return (
    <div aria-live="polite" aria-atomic="true">
      {state.kind === 'checking' && (
        <p className="rounded-xl bg-ink-100 px-4 py-3 text-sm text-ink-700">
          {bookingContent.checking}
        </p>
      )}
      {state.kind === 'available' && (
        <p className="rounded-xl border border-green-700/30 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {message(state.message)}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {message(state.message)}
        </p>
      )}
      {state.kind === 'conflict' && (
        <div
          role="alert"
          className="rounded-xl border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{message(state.conflict.message)}</p>
          {state.conflict.items.length > 0 && (
            <ul aria-label={bookingContent.live.conflictTitle} className="mt-1 list-disc pl-5">
              {state.conflict.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          <p className="mt-1">{message(state.conflict.hint)}</p>
          {conflictAction}
        </div>
      )}
    </div>
  );
}

export const availabilityConflict = (
  message: Notice | undefined,
  items: readonly string[],
): ConflictView => ({
  message: message ?? notice('availability.conflict'),
  hint: notice('availability.conflictHint'),
  items,
});
