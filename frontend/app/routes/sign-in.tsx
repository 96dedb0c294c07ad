import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import * as signInModule from '../content/sign-in';
import * as siteContent from '../content/site';
import { SetupNeededNote, SignInForm, safeRedirect } from '../features/auth';
import { localize, useContent } from '../lib/i18n';

export const meta = () => [
  {
    title: `${localize('sign-in', signInModule).signInContent.title} | ${localize('site', siteContent).site.name}`,
  },
  { name: 'robots', content: 'noindex' },
];

/** Reviewers and admins sign in here, then return where they were going (the console by default). */
export default function SignInRoute() {
  const { signInContent: content } = useContent('sign-in', signInModule);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirectTo'), paths.admin);
  return (
    <section
      aria-labelledby="sign-in-title"
      className="container-page grid place-items-center py-16"
    >
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
        <h1 id="sign-in-title" className="text-3xl font-extrabold">
          {content.title}
        </h1>
        <p className="mt-2 mb-6 text-ink-600">{content.intro}</p>
        <SetupNeededNote />
        <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
      </div>
    </section>
  );
}
