import { useEffect, useState } from 'react';
import { useMessage } from '../../../lib/i18n';
import { fetchSetupNeeded } from '../api/auth-api';

/**
 * On a fresh install nobody can sign in yet: the sign-in page says where the way in is (the
 * one-time link in the server's log). Shows nothing once an admin exists, or if the server cannot say.
 */
export function SetupNeededNote() {
  const message = useMessage();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const aborter = new AbortController();
    fetchSetupNeeded(aborter.signal).then(setNeeded, () => setNeeded(false));
    return () => aborter.abort();
  }, []);
  if (!needed) return null;
  return (
    <p role="note" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
      {message('auth.setupNeeded')}
    </p>
  );
}
