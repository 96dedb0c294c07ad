import { useState } from 'react';
import { Button } from '../../../components/ui';
import { useMessage, useMessages, type Notice } from '../../../lib/i18n';

type JoinState = { kind: 'idle' } | { kind: 'joining' } | { kind: 'joined' } | { kind: 'refused'; message: Notice };

export interface JoinWaitlistProps {
  /** Joins with the form's values; resolves undefined when the form first needs fixing. */
  onJoin: () => Promise<{ kind: 'joined' } | { kind: 'refused'; message: Notice } | undefined>;
}

/**
 * "Join the waitlist" beside a conflict's suggestions (issue 28 item 6): the visitor waits for
 * the cells they asked for, and is mailed a link that holds them once they free.
 */
export function JoinWaitlist({ onJoin }: JoinWaitlistProps) {
  const texts = useMessages().waitlist;
  const message = useMessage();
  const [state, setState] = useState<JoinState>({ kind: 'idle' });
  const join = async (): Promise<void> => {
    setState({ kind: 'joining' });
    const result = await onJoin();
    setState(result ?? { kind: 'idle' });
  };
  return (
    <div className="mt-3">
      {state.kind !== 'joined' && (
        <>
          <Button variant="outline" size="sm" onClick={() => void join()} disabled={state.kind === 'joining'}>
            {state.kind === 'joining' ? texts.joining : texts.join}
          </Button>
          <p className="mt-1 text-xs">{texts.joinHint}</p>
        </>
      )}
      <div aria-live="polite">
        {state.kind === 'joined' && (
          <p role="status" className="rounded-lg border border-green-700/30 bg-green-50 px-3 py-2 font-medium text-green-800">
            {texts.joined}
          </p>
        )}
        {state.kind === 'refused' && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {message(state.message)}
          </p>
        )}
      </div>
    </div>
  );
}
