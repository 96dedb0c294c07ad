export { TrainingPage } from './components/training-page';
