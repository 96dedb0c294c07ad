import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import * as signInModule from '../content/sign-in';
import * as siteContent from '../content/site';
import { SignInForm, createFirstAdmin } from '../features/auth';
import { localize, useContent, useMessage } from '../lib/i18n';

export const meta = () => [
  {
    title: `${localize('sign-in', signInModule).signInContent.setup.title} | ${localize('site', siteContent).site.name}`,
  },
  { name: 'robots', content: 'noindex' },
];

/** The token of the link the server printed: in the fragment, which no server and no log sees. */
const tokenOf = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** The first run: opened from the one-time link in the server's log, it creates the first admin. */
export default function SetupRoute() {
  const { signInContent: content } = useContent('sign-in', signInModule);
  const message = useMessage();
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : tokenOf(window.location.hash);
  return (
    <section aria-labelledby="setup-title" className="container-page grid place-items-center py-16">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
        <h1 id="setup-title" className="text-3xl font-extrabold">
          {content.setup.title}
        </h1>
        {token === '' ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {message('auth.setupLinkInvalid')}
          </p>
        ) : (
          <>
            <p className="mt-2 mb-6 text-ink-600">{content.setup.intro}</p>
            <SignInForm
              send={(email, password) => createFirstAdmin(token, email, password)}
              submitLabel={content.setup.submit}
              newPassword
              onSignedIn={() => void navigate(paths.admin, { replace: true })}
            />
          </>
        )}
      </div>
    </section>
  );
}
