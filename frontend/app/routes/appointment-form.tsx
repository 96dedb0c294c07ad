import * as bookingModule from '../content/booking';
import { AppointmentForm } from '../features/appointment';
import { pageMeta } from './page-meta';
import type { Route } from './+types/appointment-form';

export const meta: Route.MetaFunction = () =>
  pageMeta('booking', bookingModule, (c) => ({
    title: c.appointmentContent.meta.title,
    description: c.appointmentContent.meta.description,
  }));

export default function AppointmentFormRoute() {
  return <AppointmentForm />;
}
