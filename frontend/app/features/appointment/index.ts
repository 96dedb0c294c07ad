export { AppointmentForm } from './components/appointment-form';
