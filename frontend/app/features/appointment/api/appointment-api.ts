import {
  API_PATHS,
  type CreateAppointmentRequest,
  type CreateAppointmentResponse,
  type MachinesAvailabilityQuery,
  type MachinesAvailabilityResponse,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { notice, noticeOf, type Notice } from '../../../lib/i18n';

export type AppointmentResult =
  | { kind: 'submitted'; message: Notice }
  | { kind: 'unavailable'; message: Notice }
  | { kind: 'failed'; message: Notice };

/** GET /api/machines/availability (spec 7): true, false, or undefined when it cannot tell. */
export const machinesAvailable = async (
  query: MachinesAvailabilityQuery,
): Promise<boolean | undefined> => {
  const search = new URLSearchParams({ ...query });
  const result = await callApi<MachinesAvailabilityResponse>(
    `${API_PATHS.machinesAvailability}?${search.toString()}`,
    { fallback: 'appointment.submitFailed' },
  );
  return result.kind === 'ok' ? result.body.available : undefined;
};

/** POST /api/appointments (spec 7); a clash reads as the machine being taken. */
export const submitAppointment = async (
  request: CreateAppointmentRequest,
): Promise<AppointmentResult> => {
  const result = await callApi<CreateAppointmentResponse>(API_PATHS.appointments, {
    method: 'POST',
    body: request,
    fallback: 'appointment.submitFailed',
  });
  if (result.kind === 'ok') return { kind: 'submitted', message: notice('appointment.submitted') };
  if (result.kind === 'unreachable') return { kind: 'failed', message: notice('appointment.submitFailed') };
  const { status, error } = result;
  if (status === 409 || error.conflict)
    return { kind: 'unavailable', message: notice('appointment.machineUnavailable') };
  // A rule the form cannot see (an institute off the list, a short name) is worth its own words.
  if (status === 400) return { kind: 'failed', message: noticeOf(error) };
  return { kind: 'failed', message: notice('appointment.submitFailed') };
};
