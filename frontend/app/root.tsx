import '@fontsource-variable/inter';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
// The same file the Inter stylesheet names (Vite emits one asset for both): fetched with the page,
// not after the stylesheet, so the text is set in Inter before the first paint and does not move.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import './app.css';
import { Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './shell/site-shell';
import { buttonClasses } from './components/ui/button';
import { paths } from './config/paths';
import * as siteContent from './content/site';
import { provideEditions, useContent, useLanguage } from './lib/i18n';
import { NotFoundContent } from './routes/not-found';

// Marathi's table of editions is itself a chunk, fetched the first time Marathi is chosen.
provideEditions('mr', () => import('./content/marathi').then((table) => table.marathiEditions));

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/images/logo.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  // Re-rendering on a language switch also re-runs the routes' meta (titles follow).
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#171a52" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Every navigation opens at the top of the page; back/forward restore the position. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The console (`/admin/*`) is a tool, not a page of the site: it has a layout of its own. */
const inConsole = (pathname: string): boolean =>
  pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

export default function App() {
  const { pathname } = useLocation();
  if (inConsole(pathname)) {
    return (
      <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <SiteShell>
      {/* A page whose Marathi texts are still loading keeps an empty, busy main area. */}
      <Suspense fallback={<div aria-busy="true" className="min-h-[60vh]" />}>
        <Outlet />
      </Suspense>
    </SiteShell>
  );
}

/**
 * What the SPA fallback page (forms, booking, admin, unknown paths) shows before the client
 * router takes over: the site shell around an empty, busy main area.
 */
export function HydrateFallback() {
  return (
    <SiteShell>
      <div aria-busy="true" className="min-h-[60vh]" />
    </SiteShell>
  );
}

/** Never shows a stack trace: visitors get a plain message and a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}

function ErrorScreen() {
  const { errorScreen, site } = useContent('site', siteContent);
  return (
    <main
      id="main"
      className="grid min-h-screen place-items-center bg-paper px-4 py-24 text-center"
    >
      <title>{`${errorScreen.heading} | ${site.name}`}</title>
      <div className="max-w-lg">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">
          {site.name}
        </p>
        <h1 className="mt-4 text-4xl font-extrabold">{errorScreen.heading}</h1>
        <p className="mt-4 text-lg text-ink-600">{errorScreen.body}</p>
        <a href={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {errorScreen.home}
        </a>
      </div>
    </main>
  );
}
