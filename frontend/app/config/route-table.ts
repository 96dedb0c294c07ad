import { equipmentSlugs } from '../content/equipment';
import { link, paths } from './paths';

/**
 * The one table of routes. `app/routes.ts` builds the router from it and
 * `react-router.config.ts` prerenders every entry marked `prerender` (the static pages), so
 * a new page joins both by adding one line here. Keep this module free of React imports:
 * the build config loads it.
 */
export interface RouteEntry {
  /** Router path without the leading slash ('' for home). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Render to HTML at build time (static pages). Data-driven and form pages stay SPA. */
  prerender: boolean;
  /** The concrete paths to prerender for a dynamic route (e.g. every `/projects/{slug}`). */
  prerenderPaths?: () => readonly string[];
  /**
   * The route's last segment may also be a facility of the current catalogue (one added in the
   * console has no prerendered page): the server boots the client router for it while the
   * catalogue has it, and answers 404 otherwise.
   */
  facilityPages?: boolean;
}

const at = (path: string): string => path.replace(/^\//, '');

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: at(paths.home), file: 'routes/home.tsx', prerender: true },
  { path: at(paths.booking), file: 'routes/booking.tsx', prerender: true },
  { path: at(paths.availability), file: 'routes/availability.tsx', prerender: true },
  { path: at(paths.bookingThankYou), file: 'routes/booking-thank-you.tsx', prerender: false },
  { path: at(paths.bookingReview), file: 'routes/booking-review.tsx', prerender: false },
  { path: at(paths.myBooking), file: 'routes/my-booking.tsx', prerender: false },
  { path: at(paths.appointmentForm), file: 'routes/appointment-form.tsx', prerender: false },
  {
    path: at(paths.fundingOpportunities),
    file: 'routes/funding-opportunities.tsx',
    prerender: true,
  },
  { path: at(paths.innovation), file: 'routes/innovation.tsx', prerender: true },
  { path: at(paths.incubation), file: 'routes/incubation.tsx', prerender: true },
  { path: at(paths.festival), file: 'routes/festival.tsx', prerender: true },
  { path: at(paths.newsletter), file: 'routes/newsletter.tsx', prerender: true },
  { path: at(paths.design), file: 'routes/design.tsx', prerender: true },
  { path: at(paths.designStudio), file: 'routes/design-studio.tsx', prerender: true },
  { path: at(paths.community), file: 'routes/community.tsx', prerender: true },
  { path: at(paths.preIncubation), file: 'routes/pre-incubation.tsx', prerender: true },
  { path: at(paths.nidhiPrayas), file: 'routes/scheme-nidhi-prayas.tsx', prerender: true },
  { path: at(paths.nidhiSss), file: 'routes/scheme-nidhi-sss.tsx', prerender: true },
  { path: at(paths.nidhiEir), file: 'routes/scheme-nidhi-eir.tsx', prerender: true },
  { path: at(paths.msins), file: 'routes/scheme-msins.tsx', prerender: true },
  { path: at(paths.sisfs), file: 'routes/scheme-sisfs.tsx', prerender: true },
  { path: at(paths.about), file: 'routes/about.tsx', prerender: true },
  { path: at(paths.research), file: 'routes/research.tsx', prerender: true },
  { path: at(paths.laboratory), file: 'routes/laboratory.tsx', prerender: true },
  { path: at(paths.aiMlLab), file: 'routes/lab-ai-ml.tsx', prerender: true },
  { path: at(paths.arVrLab), file: 'routes/lab-ar-vr.tsx', prerender: true },
  { path: at(paths.fabLab), file: 'routes/lab-fab.tsx', prerender: true },
  { path: at(paths.mediaLab), file: 'routes/lab-media.tsx', prerender: true },
  { path: at(paths.bioLab), file: 'routes/lab-bio.tsx', prerender: true },
  { path: at(paths.training), file: 'routes/training.tsx', prerender: true },
  {
    path: at(paths.project),
    file: 'routes/project.tsx',
    prerender: true,
    prerenderPaths: () => equipmentSlugs().map(link.project),
    facilityPages: true,
  },
  { path: at(paths.contact), file: 'routes/contact.tsx', prerender: true },
  { path: at(paths.incubationForm), file: 'routes/incubation-form.tsx', prerender: true },
  { path: at(paths.applicationStatus), file: 'routes/application-status.tsx', prerender: false },
  { path: at(paths.startups), file: 'routes/startups.tsx', prerender: true },
  // Data-driven: the records arrive from the backend, so the page stays client-rendered.
  { path: at(paths.dataFetch), file: 'routes/data-fetch.tsx', prerender: false },
  { path: at(paths.signIn), file: 'routes/sign-in.tsx', prerender: false },
  { path: at(paths.setup), file: 'routes/setup.tsx', prerender: false },
  // The console's sections are descendant routes of this one (features/admin).
  { path: `${at(paths.admin)}/*`, file: 'routes/admin.tsx', prerender: false },
  { path: at(paths.myWait), file: 'routes/my-wait.tsx', prerender: false },
];

/** The catch-all not-found page, registered last. */
export const NOT_FOUND_ROUTE: RouteEntry = {
  path: '*',
  file: 'routes/not-found.tsx',
  prerender: false,
};

/**
 * Where the not-found page is prerendered: the server answers every path that is neither a
 * prerendered page nor a client-rendered route with this page and status 404.
 */
export const NOT_FOUND_PAGE = '/404';

export const prerenderPaths = (): string[] => [
  ...ROUTE_TABLE.filter((entry) => entry.prerender).flatMap(
    (entry) => entry.prerenderPaths?.() ?? [`/${entry.path}`],
  ),
  NOT_FOUND_PAGE,
];

/** What the server needs to tell a page from an unknown path: written next to the build. */
export interface SiteManifest {
  /** Client-rendered routes: ':name' stands for one path segment, a final '*' for the rest. */
  spaRoutes: string[];
  /** The prerendered not-found page, relative to the build folder. */
  notFound: string;
  /** Routes whose last segment may name a facility of the current catalogue (see `facilityPages`). */
  facilityRoutes: string[];
}

export const SITE_MANIFEST_FILE = '__site-manifest.json';

export const siteManifest = (): SiteManifest => ({
  spaRoutes: ROUTE_TABLE.filter((entry) => !entry.prerender).map((entry) => `/${entry.path}`),
  notFound: `${NOT_FOUND_PAGE.slice(1)}/index.html`,
  facilityRoutes: ROUTE_TABLE.filter((entry) => entry.facilityPages).map((entry) => `/${entry.path}`),
});
