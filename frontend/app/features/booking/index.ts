export { BookingPage } from './components/booking-page';
export { ThankYou } from './components/thank-you';
export {
  LiveSocketContext,
  type LiveSocket,
  type LiveSocketConnector,
} from './hooks/use-lab-day-occupancy';
