import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PHOTO_URL_ROOT } from '../app/lib/photos/photo-naming.ts';
import { makePhotos, type PhotoSet } from './photos.pipeline.ts';

/** The module pages import to learn which items have a photograph (`app/lib/photos/photos.ts`). */
export const PHOTOS_MODULE = 'virtual:centre-photos';
const RESOLVED = `\0${PHOTOS_MODULE}`;

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Wires the image step into the build: makes the photographs once per build (both the client
 * and the prerender build read the same result), hands pages the manifest, writes the made
 * files under `/photos/` of the client build, and serves them in development.
 */
export function centrePhotos({ sourceDir, cacheDir }: { sourceDir: string; cacheDir: string }): Plugin {
  let made: Promise<PhotoSet> | undefined;
  const photos = (): Promise<PhotoSet> => (made ??= makePhotos({ sourceDir, cacheDir }));

  return {
    name: 'centre-photos',
    async buildStart() {
      const set = await photos();
      if (set.problems.length > 0) {
        this.error(`frontend/photos holds files the site cannot use:\n  ${set.problems.join('\n  ')}\n(see frontend/photos/README.md)`);
      }
      if (set.made > 0) this.info(`photos: ${set.made} made, ${set.reused} from the cache`);
    },
    resolveId(id) {
      return id === PHOTOS_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify((await photos()).manifest)};`;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [url, file] of (await photos()).files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: await readFile(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use(PHOTO_URL_ROOT, (request, response, next) => {
        const url = `${PHOTO_URL_ROOT}${(request.url ?? '').split('?')[0] ?? ''}`;
        void photos().then(async (set) => {
          const file = set.files.get(url);
          if (!file) return next();
          response.setHeader('Content-Type', TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream');
          response.end(await readFile(file));
        }, next);
      });
    },
  };
}
