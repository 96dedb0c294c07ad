// `node --conditions=@centre/source --import <this file> script.ts` runs TypeScript source.
import { register } from 'node:module';

register('./ts-loader.hooks.mjs', import.meta.url);
