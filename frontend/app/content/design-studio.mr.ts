import type { Edition } from '../lib/i18n';
import type * as english from './design-studio';

/** Marathi edition of ./design-studio: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {} satisfies Edition<typeof english>;
