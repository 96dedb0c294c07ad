import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import * as signInModule from '../../../content/sign-in';
import { useContent } from '../../../lib/i18n';
import { signOut } from '../api/auth-api';

/** Ends the session and returns to the sign-in page. */
export function SignOutButton() {
  const { signInContent: content } = useContent('sign-in', signInModule);
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
      {busy ? content.signingOut : content.signOut}
    </Button>
  );
}
