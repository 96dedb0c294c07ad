import { AdminConsole } from '../features/admin';
import { RequireSignIn, SignOutButton } from '../features/auth';
import { site } from '../content/site';

export const meta = () => [
  { title: `Admin console | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

/** /admin and its sections: only for a signed-in reviewer or admin. */
export default function AdminRoute() {
  return (
    <RequireSignIn>
      {(user) => <AdminConsole user={user} signOut={<SignOutButton />} />}
    </RequireSignIn>
  );
}
