export { ShowcasePage } from './components/showcase-page';
