export { ResearchPage } from './components/research-page';
