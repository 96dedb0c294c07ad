export { ApplicationWizard } from './components/application-wizard';
export { ApplicationPage } from './components/application-page';
export { ApplicationStatus } from './components/application-status';
