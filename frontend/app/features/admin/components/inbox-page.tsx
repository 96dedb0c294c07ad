import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ContactMessages } from './contact-messages';
import type { ConsoleUser } from './console-user';
import { linkClasses } from './format';

/**
 * Contact messages. Startup applications have a screen of their own (their stage, reviews and
 * decision); the inbox only points there, so the two never show an application differently.
 */
export function InboxPage({ user }: { user: ConsoleUser }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-10">
      <h2 id={id} className="text-2xl font-bold">
        Inbox
      </h2>
      <ContactMessages />
      <p>
        {user.role === 'admin' ? (
          <>
            Startup applications, with their reviews and decisions, are on the{' '}
            <Link to={paths.adminApplications} className={linkClasses}>
              Applications screen
            </Link>
            .
          </>
        ) : (
          'Startup applications are reviewed by the expert panel and decided by an admin on the Applications screen.'
        )}
      </p>
    </section>
  );
}
