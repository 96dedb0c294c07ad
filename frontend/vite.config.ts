import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// '@centre/source' makes workspace packages (contracts) resolve to their TypeScript source.
const SOURCE = '@centre/source';

export default defineConfig({
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
