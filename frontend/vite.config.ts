import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { centrePhotos } from './vite/photos.plugin.ts';
import { pureBarrels } from './vite/pure-barrels.ts';

// '@centre/source' makes workspace packages (contracts) resolve to their TypeScript source.
const SOURCE = '@centre/source';

// The build's date: the footer's copyright year and "past" events are judged against it.
const BUILD_DATE = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();

export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(BUILD_DATE.toISOString()) },
  plugins: [
    tailwindcss(),
    reactRouter(),
    // The centre's photographs (frontend/photos/<kind>/<id>.jpg) in every size and format.
    centrePhotos({
      sourceDir: path.resolve(import.meta.dirname, 'photos'),
      cacheDir: path.resolve(import.meta.dirname, 'node_modules/.cache/centre-photos'),
    }),
  ],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE, ...defaultServerConditions],
      externalConditions: [SOURCE],
    },
  },
  // Barrels only re-export: importing one name from one pulls in no other module's code.
  build: { rolldownOptions: { treeshake: { moduleSideEffects: pureBarrels } } },
  server: { port: 5173 },
});
