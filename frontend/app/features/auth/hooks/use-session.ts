import { useEffect, useState } from 'react';
import { fetchSession, type SessionUser } from '../api/auth-api';

export type SessionState =
  | { kind: 'loading' }
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'signed-out' }
  | { kind: 'error' };

/** Asks the server once who is signed in. */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchSession(controller.signal).then(
      (user) => setState(user ? { kind: 'signed-in', user } : { kind: 'signed-out' }),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
