export { MyBookingPage } from './components/my-booking-page';
