export { AboutPage } from './components/about-page';
export { localFigure } from './lib/figure';
