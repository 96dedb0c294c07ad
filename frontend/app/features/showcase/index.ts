export { ShowcasePage } from './components/showcase-page';
export { toShowcaseStartups } from './api/showcase-api';
