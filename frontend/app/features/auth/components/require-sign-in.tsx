import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { link } from '../../../config/paths';
import * as signInModule from '../../../content/sign-in';
import { useContent } from '../../../lib/i18n';
import type { SessionUser } from '../api/auth-api';
import { useSession } from '../hooks/use-session';

export interface RequireSignInProps {
  children: (user: SessionUser) => ReactNode;
}

/** Renders its children for a signed-in user; sends anyone else to the sign-in page and back. */
export function RequireSignIn({ children }: RequireSignInProps) {
  const { signInContent: content } = useContent('sign-in', signInModule);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (session.kind === 'signed-out') void navigate(link.signIn(here), { replace: true });
  }, [session.kind, navigate, here]);

  if (session.kind === 'signed-in') return <>{children(session.user)}</>;
  if (session.kind === 'error') {
    return (
      <p role="alert" className="container-page py-16 text-center text-red-700">
        {content.sessionUnreachable}
      </p>
    );
  }
  return (
    <p role="status" className="container-page py-16 text-center text-ink-600">
      {content.checkingSession}
    </p>
  );
}
