import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { AdminApiError } from '../api/admin-http';
import { ApplicationsPage } from './applications-page';
import { BookingDetailPage } from './booking-detail-page';
import { BookingsPage } from './bookings-page';
import { QueueCount } from './queue-count';
import { ConsoleUserContext, type ConsoleUser } from './console-user';
import { ExpertPage } from './expert-page';
import { HistoryPage } from './history-page';
import { InboxPage } from './inbox-page';
import { LabRulesPage } from './lab-rules-page';
import { OpeningHoursPage } from './opening-hours-page';
import { LabDayPage } from './lab-day-page';
import { OperationsPage } from './operations-page';
import { CataloguePage } from './catalogue-page';
import { ProjectionsPage } from './projections-page';
import { TrainingPage } from './training-page';
import { UsersPage } from './users-page';

export interface AdminConsoleProps {
  user: ConsoleUser;
  /** The sign-out control, from the auth feature (features do not import each other). */
  signOut: ReactNode;
}

interface Section {
  to: string;
  label: string;
  adminOnly: boolean;
  /** Experts see only the sections made for them. */
  forExperts?: boolean;
}

const SECTIONS: readonly Section[] = [
  { to: paths.admin, label: 'Bookings', adminOnly: false },
  { to: paths.adminLabDay, label: 'Lab-day view', adminOnly: false },
  { to: paths.adminHistory, label: 'History replay', adminOnly: true },
  // The engineers' view of the read models: reviewers have no use for it.
  { to: paths.adminProjections, label: 'Projections', adminOnly: true },
  { to: paths.adminInbox, label: 'Inbox', adminOnly: false },
  { to: paths.adminTraining, label: 'Training', adminOnly: false },
  { to: paths.adminUsers, label: 'Users', adminOnly: true },
  { to: paths.adminOperations, label: 'Operations', adminOnly: true },
  { to: paths.adminApplications, label: 'Applications', adminOnly: true },
  { to: paths.expertApplications, label: 'Review applications', adminOnly: false, forExperts: true },
  { to: paths.adminCatalogue, label: 'Catalogue', adminOnly: true },
  { to: paths.adminLabRules, label: 'Lab rules', adminOnly: true },
  { to: paths.adminOpeningHours, label: 'Opening hours', adminOnly: true },
];

const shown = (section: Section, user: ConsoleUser): boolean =>
  user.role === 'expert' ? section.forExperts === true : (!section.adminOnly || user.role === 'admin') && (section.forExperts !== true || user.role === 'admin');

/** Relative to the console's own route (`/admin/*`). */
const sub = (path: string): string => path.replace(`${paths.admin}/`, '');

const navClasses = ({ isActive }: { isActive: boolean }): string =>
  cn(
    'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-brand-500',
    isActive ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
  );

function AdminOnly({ user, children }: { user: ConsoleUser; children: ReactNode }) {
  return user.role === 'admin' ? <>{children}</> : <p role="alert">This section is for admins.</p>;
}

/** The reviewer and admin console: a nav of its sections and the section asked for. */
export function AdminConsole({ user, signOut }: AdminConsoleProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A refusal (4xx) will not change on a retry; an unreachable or failing server may.
          queries: { retry: (count, error) => count < 1 && !(error instanceof AdminApiError && error.status >= 400 && error.status < 500), refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <ConsoleUserContext.Provider value={user}>
        <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to the console
        </a>
        <header className="bg-brand-900 text-white">
          <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <h1 className="text-lg font-bold">Admin console</h1>
              <p className="truncate text-sm text-brand-100">
                {user.email} ({user.role}) ·{' '}
                <Link to={paths.home} className="underline underline-offset-4 hover:text-white">
                  Back to the site
                </Link>
              </p>
            </div>
            <div className="rounded-full bg-white">{signOut}</div>
          </div>
        </header>
        <main id="console-main" tabIndex={-1} className="container-page space-y-6 py-6 outline-none sm:py-8">
          <nav aria-label="Console sections">
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.filter((s) => shown(s, user)).map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} end={s.to === paths.admin} className={navClasses}>
                    {s.label}
                    {s.to === paths.admin && <QueueCount />}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <Routes>
              <Route index element={user.role === 'expert' ? <ExpertPage /> : <BookingsPage />} />
              <Route path={sub(paths.adminBooking)} element={<BookingDetailPage />} />
              <Route path={sub(paths.adminLabDay)} element={<LabDayPage />} />
              <Route path={sub(paths.adminHistory)} element={<AdminOnly user={user}><HistoryPage /></AdminOnly>} />
              <Route path={sub(paths.adminProjections)} element={<AdminOnly user={user}><ProjectionsPage /></AdminOnly>} />
              <Route path={sub(paths.adminInbox)} element={<InboxPage user={user} />} />
              <Route path={sub(paths.adminTraining)} element={<TrainingPage />} />
              <Route path={sub(paths.adminUsers)} element={<AdminOnly user={user}><UsersPage /></AdminOnly>} />
              <Route path={sub(paths.adminOperations)} element={<AdminOnly user={user}><OperationsPage /></AdminOnly>} />
              <Route path={sub(paths.adminApplications)} element={<AdminOnly user={user}><ApplicationsPage /></AdminOnly>} />
              <Route path={sub(paths.expertApplications)} element={<ExpertPage />} />
              <Route path={sub(paths.adminCatalogue)} element={<AdminOnly user={user}><CataloguePage /></AdminOnly>} />
              <Route path={sub(paths.adminLabRules)} element={<AdminOnly user={user}><LabRulesPage /></AdminOnly>} />
              <Route path={sub(paths.adminOpeningHours)} element={<AdminOnly user={user}><OpeningHoursPage /></AdminOnly>} />
              <Route path="*" element={<p role="alert">This section does not exist.</p>} />
            </Routes>
          </div>
        </main>
      </ConsoleUserContext.Provider>
    </QueryClientProvider>
  );
}
