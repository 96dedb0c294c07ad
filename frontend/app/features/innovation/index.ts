export { InnovationProjects } from './components/innovation-projects';
export { MegaProjects } from './components/mega-projects';
export { matches, truncateWords } from './components/words';
