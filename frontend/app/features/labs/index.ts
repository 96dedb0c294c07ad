export { AiMlPage } from './components/ai-ml-page';
export { ArVrPage } from './components/ar-vr-page';
export { BioPage } from './components/bio-page';
export { FabPage } from './components/fab-page';
export { LabsOverview } from './components/labs-overview';
export { MediaPage } from './components/media-page';
