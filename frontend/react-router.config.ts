import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/config/route-table';

// Static site: no server rendering at runtime. Every static route of the route table is
// rendered to HTML at build time; everything else boots from the SPA fallback.
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
