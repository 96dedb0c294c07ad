import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// '@centre/source' makes workspace packages (contracts) resolve to their TypeScript source.
const SOURCE = '@centre/source';

// The build's date: the footer's copyright year and "past" events are judged against it.
const BUILD_DATE = process.env.SOURCE_DATE_EPOCH
  ? new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000)
  : new Date();

export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(BUILD_DATE.toISOString()) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE, ...defaultServerConditions],
      externalConditions: [SOURCE],
    },
  },
  server: { port: 5173 },
});
