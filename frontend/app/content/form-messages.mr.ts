import type { Edition } from '../lib/i18n';
import type * as english from './form-messages';

/** Marathi edition of ./form-messages: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {} satisfies Edition<typeof english>;
