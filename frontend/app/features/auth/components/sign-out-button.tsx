import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { signOut } from '../api/auth-api';

/** Ends the session and returns to the sign-in page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      void navigate(paths.signIn, { replace: true });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={busy}>
      {busy ? 'Signing out…' : 'Sign out'}
    </Button>
  );
}
