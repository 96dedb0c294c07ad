import type { Config } from '@react-router/dev/config';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderPaths, SITE_MANIFEST_FILE, siteManifest } from './app/config/route-table';

// Static site: no server rendering at runtime. Every static route of the route table is
// rendered to HTML at build time; everything else boots from the SPA fallback.
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths(),
  // The server reads which paths are client routes, so that every other path answers 404.
  buildEnd: ({ reactRouterConfig }) => {
    const file = path.join(reactRouterConfig.buildDirectory, 'client', SITE_MANIFEST_FILE);
    writeFileSync(file, `${JSON.stringify(siteManifest(), null, 2)}\n`);
  },
} satisfies Config;
