import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where a worker thread finds something by itself: the URL of a module, the name of one of its
 * exports, and the plain data (structured-cloneable) that export is called with.
 */
export interface ThreadModule<Options = unknown> {
  module: string;
  export: string;
  options: Options;
}

/**
 * The built module (`dist/…/x.js`) of a module of this workspace given by its own URL: threads
 * run the built packages, also when their starter runs from source (`src/…/x.ts` under Jest),
 * so `npm test` builds before it tests.
 */
export const builtModule = (url: string): string => {
  const file = fileURLToPath(url);
  const source = /^(.*)[/\\]src[/\\](.*)\.ts$/.exec(file);
  return source ? pathToFileURL(`${source[1]}/dist/${source[2]}.js`).href : url;
};
