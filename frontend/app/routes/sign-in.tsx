import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../content/site';
import { SignInForm, safeRedirect } from '../features/auth';

export const meta = () => [{ title: `Sign in | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** Reviewers and admins sign in here, then return where they were going (the console by default). */
export default function SignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirectTo'), paths.admin);
  return (
    <section aria-labelledby="sign-in-title" className="container-page grid place-items-center py-16">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
        <h1 id="sign-in-title" className="text-3xl font-extrabold">
          Sign in
        </h1>
        <p className="mt-2 mb-6 text-ink-600">For the centre's reviewers and admins.</p>
        <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
      </div>
    </section>
  );
}
