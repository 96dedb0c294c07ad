import { appointmentContent } from '../content/booking';
import { site } from '../content/site';
import { AppointmentForm } from '../features/appointment';
import type { Route } from './+types/appointment-form';

export const meta: Route.MetaFunction = () => [
  { title: `${appointmentContent.meta.title} | ${site.name}` },
  { name: 'description', content: appointmentContent.meta.description },
];

export default function AppointmentFormRoute() {
  return <AppointmentForm />;
}
