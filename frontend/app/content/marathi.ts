import type { EditionTable } from '../lib/i18n';

/**
 * Every content module's Marathi edition, loaded only when a page that shows the module is
 * open in Marathi: each edition is its own chunk, so a page carries only its own texts and an
 * English visitor downloads no Marathi at all. The key is the module's path under app/content;
 * the missing-key test checks that every content module has its edition here.
 */
export const marathiEditions = {
  about: () => import('./about.mr'),
  application: () => import('./application.mr'),
  'availability-grid': () => import('./availability-grid.mr'),
  booking: () => import('./booking.mr'),
  community: () => import('./community.mr'),
  contact: () => import('./contact.mr'),
  controls: () => import('./controls.mr'),
  'design-studio': () => import('./design-studio.mr'),
  design: () => import('./design.mr'),
  equipment: () => import('./equipment.mr'),
  festival: () => import('./festival.mr'),
  'funding/common': () => import('./funding/common.mr'),
  'funding/msins': () => import('./funding/msins.mr'),
  'funding/nidhi-eir': () => import('./funding/nidhi-eir.mr'),
  'funding/nidhi-prayas': () => import('./funding/nidhi-prayas.mr'),
  'funding/nidhi-sss': () => import('./funding/nidhi-sss.mr'),
  'funding/opportunities': () => import('./funding/opportunities.mr'),
  'funding/pre-incubation': () => import('./funding/pre-incubation.mr'),
  'funding/sisfs': () => import('./funding/sisfs.mr'),
  home: () => import('./home.mr'),
  incubation: () => import('./incubation.mr'),
  innovation: () => import('./innovation.mr'),
  'labs/ai-ml': () => import('./labs/ai-ml.mr'),
  'labs/ar-vr': () => import('./labs/ar-vr.mr'),
  'labs/bio': () => import('./labs/bio.mr'),
  'labs/fab': () => import('./labs/fab.mr'),
  'labs/media': () => import('./labs/media.mr'),
  'labs/overview': () => import('./labs/overview.mr'),
  messages: () => import('./messages.mr'),
  newsletter: () => import('./newsletter.mr'),
  portfolio: () => import('./portfolio.mr'),
  research: () => import('./research.mr'),
  showcase: () => import('./showcase.mr'),
  'sign-in': () => import('./sign-in.mr'),
  site: () => import('./site.mr'),
  training: () => import('./training.mr'),
} as const satisfies EditionTable;

export type ContentNamespace = keyof typeof marathiEditions;

// The i18n library knows the namespaces by these names, without importing the content.
declare module '../lib/i18n/editions' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names are its keys
  interface ContentNamespaces extends Record<keyof typeof marathiEditions, true> {}
}
