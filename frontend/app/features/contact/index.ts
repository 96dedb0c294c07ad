export { ContactPage } from './components/contact-page';
export { ContactForm } from './components/contact-form';
