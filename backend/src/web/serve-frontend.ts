import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** Paths the backend answers itself; never served from the frontend build. */
const BACKEND_PATHS = /^\/(api|socket\.io|health|metrics)(\/|$)/;
/** Folders of real files: a miss there is a 404, never the SPA page. */
const FILE_FOLDERS = /^(assets|images|docs|fonts)\//;
/** Precompressed copies written by the frontend build, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Every file of the build, relative with '/' separators: the build does not change while we run. */
const indexFiles = (root: string, dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? indexFiles(root, full) : [path.relative(root, full).split(path.sep).join('/')];
  });

/** What the frontend build says of its routes (`__site-manifest.json`, see its route table). */
interface SiteManifest {
  spaRoutes: string[];
  notFound: string;
  /** Routes whose last segment may be a facility of the current catalogue (its page). */
  facilityRoutes: string[];
}

/** Whether the current catalogue has a facility, retired or not: its page is then a page. */
export interface FacilityPages {
  has(facilityId: string): Promise<boolean>;
}

const MANIFEST_FILE = '__site-manifest.json';

const readManifest = (frontendDir: string, files: ReadonlySet<string>): SiteManifest | undefined => {
  if (!files.has(MANIFEST_FILE)) return undefined;
  const parsed = JSON.parse(readFileSync(path.join(frontendDir, MANIFEST_FILE), 'utf8')) as Partial<SiteManifest>;
  if (!Array.isArray(parsed.spaRoutes) || typeof parsed.notFound !== 'string') {
    throw new Error(`${MANIFEST_FILE} of the frontend build is not a site manifest`);
  }
  // A build from before facility pages lists none.
  const facilityRoutes = Array.isArray(parsed.facilityRoutes) ? parsed.facilityRoutes : [];
  return { spaRoutes: parsed.spaRoutes, notFound: parsed.notFound, facilityRoutes };
};

/** A route pattern of the manifest: ':name' is one segment, a final '*' any rest. */
export const matchesRoute = (pattern: string, pathname: string): boolean => {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [index, part] of want.entries()) {
    if (part === '*' && index === want.length - 1) return true;
    const segment = have[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return have.length === want.length;
};

/** The facility a path names under one of these routes (its last segment), if it matches one. */
export const facilityNamedBy = (routes: readonly string[], pathname: string): string | undefined =>
  routes.some((route) => matchesRoute(route, pathname)) ? pathname.split('/').filter(Boolean).at(-1) : undefined;

const accepts = (header: string | undefined, encoding: string): boolean =>
  (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, q]) => name === encoding && q?.trim() !== 'q=0');

const cacheControlFor = (file: string): string =>
  file.startsWith('assets/')
    ? 'public, max-age=31536000, immutable' // content-hashed names
    : file.endsWith('.html')
      ? 'no-cache'
      : 'public, max-age=600';

/**
 * Serves the built site: prerendered pages as real HTML (`/about` → `about/index.html`),
 * hashed assets cached for a year, Brotli or gzip copies made at build time when the browser
 * takes them, the SPA fallback for the client-rendered routes the build's manifest lists, and
 * the prerendered not-found page with status 404 for every other path (no soft 404). A facility
 * added in the console has no prerendered page: its URL boots the client router while `facilities`
 * (the current catalogue) has it, and is the not-found page once it does not.
 */
export const serveFrontend = (app: NestExpressApplication, frontendDir: string, facilities?: FacilityPages): void => {
  if (!existsSync(frontendDir)) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || BACKEND_PATHS.test(req.path)) return next();
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
    });
    return;
  }
  const files = new Set(indexFiles(frontendDir));
  const fallback = ['__spa-fallback.html', 'index.html'].find((file) => files.has(file));
  const manifest = readManifest(frontendDir, files);
  const notFoundPage = manifest && files.has(manifest.notFound) ? manifest.notFound : undefined;

  const send = (req: Request, res: Response, file: string): void => {
    res.setHeader('Cache-Control', cacheControlFor(file));
    res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(file));
    const encoding = ENCODINGS.find((e) => files.has(file + e.suffix) && accepts(req.headers['accept-encoding'], e.name));
    if (encoding) res.setHeader('Content-Encoding', encoding.name);
    res.sendFile(path.join(frontendDir, file + (encoding?.suffix ?? '')), { dotfiles: 'deny' });
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || BACKEND_PATHS.test(req.path)) return next();
    let wanted: string;
    try {
      wanted = path.posix.normalize(decodeURIComponent(req.path)).replace(/^\/+/, '');
    } catch {
      return res.status(400).type('text/plain').send('Bad path');
    }
    if (wanted.startsWith('..')) return res.status(404).end();
    const file = [wanted, `${wanted.replace(/\/$/, '')}/index.html`.replace(/^\//, '')].find(
      (candidate) => candidate !== '' && files.has(candidate) && !candidate.endsWith('.br') && !candidate.endsWith('.gz'),
    );
    if (file) return send(req, res, file);
    if (FILE_FOLDERS.test(wanted) || !fallback) return res.status(404).type('text/plain').send('Not found');
    // Without a manifest (an older build) every page path boots the client router.
    if (!manifest || manifest.spaRoutes.some((route) => matchesRoute(route, `/${wanted}`))) {
      return send(req, res, fallback);
    }
    const notFound = (): void => {
      res.status(404);
      send(req, res, notFoundPage ?? fallback);
    };
    const facilityId = facilities && facilityNamedBy(manifest.facilityRoutes, `/${wanted}`);
    if (!facilities || facilityId === undefined) return notFound();
    facilities.has(facilityId).then((known) => (known ? send(req, res, fallback) : notFound()), next);
  });
};
