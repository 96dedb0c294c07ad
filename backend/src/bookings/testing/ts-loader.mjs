// `node --conditions=@centre/source --import ./ts-loader.mjs entry.ts`
import { register } from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
