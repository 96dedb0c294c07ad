/**
 * The design system's control words as a content module, so that they have a Marathi edition
 * (./controls.mr.ts) like every page's words; they are defined beside the controls themselves.
 */
export { controls } from '../components/ui/controls';
