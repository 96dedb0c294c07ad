export { MyBookingPage } from './components/my-booking-page';
export { MyWaitPage } from './components/my-wait-page';
