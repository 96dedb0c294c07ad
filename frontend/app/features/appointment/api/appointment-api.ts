import {
  API_PATHS,
  APPOINTMENT_MESSAGES,
  type CreateAppointmentRequest,
  type MachinesAvailabilityQuery,
} from '@centre/contracts';
import { isRecord, messageOf, requestJson } from '../../../lib/http';

export type AppointmentResult =
  | { kind: 'submitted'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed'; message: string };

/** GET /api/machines/availability (spec 7): true, false, or undefined when it cannot tell. */
export const machinesAvailable = async (
  query: MachinesAvailabilityQuery,
): Promise<boolean | undefined> => {
  const search = new URLSearchParams({ ...query });
  const outcome = await requestJson(`${API_PATHS.machinesAvailability}?${search.toString()}`);
  if (
    outcome.kind !== 'reply' ||
    !outcome.ok ||
    !isRecord(outcome.body) ||
    typeof outcome.body.available !== 'boolean'
  )
    return undefined;
  return outcome.body.available;
};

/** POST /api/appointments (spec 7); a clash reads as the machine being taken. */
export const submitAppointment = async (
  request: CreateAppointmentRequest,
): Promise<AppointmentResult> => {
  const outcome = await requestJson(API_PATHS.appointments, { method: 'POST', body: request });
  if (outcome.kind !== 'reply')
    return { kind: 'failed', message: APPOINTMENT_MESSAGES.submitFailed };
  const { body } = outcome;
  if (outcome.ok && isRecord(body) && body.success === true)
    return { kind: 'submitted', message: APPOINTMENT_MESSAGES.submitted };
  if (outcome.status === 409 || (isRecord(body) && body.conflict === true))
    return { kind: 'unavailable', message: APPOINTMENT_MESSAGES.machineUnavailable };
  // A rule the form cannot see (an institute off the list, a short name) is worth its own words.
  if (outcome.status === 400)
    return { kind: 'failed', message: messageOf(body) ?? APPOINTMENT_MESSAGES.submitFailed };
  return { kind: 'failed', message: APPOINTMENT_MESSAGES.submitFailed };
};
