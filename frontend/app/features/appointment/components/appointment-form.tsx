import {
  INSTITUTES,
  appointmentMachinesIn,
  isFacilityCategory,
  USER_TYPES,
  isStaff,
  needsInstitute,
  parseUserType,
  sanitiseContactNumber,
  validateAppointmentForm,
  type AppointmentFormValues,
  type Facility,
} from '@centre/contracts';
import { useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, cn, controlClasses, FormControls, FormField } from '../../../components/ui';
import * as bookingModule from '../../../content/booking';
import * as equipmentModule from '../../../content/equipment';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { notice, useContent, useMessage, type Notice } from '../../../lib/i18n';
import { machinesAvailable, submitAppointment } from '../api/appointment-api';

const EMPTY: AppointmentFormValues = {
  userType: '',
  institute: '',
  name: '',
  contact: '',
  email: '',
  date: '',
  timeFrom: '',
  timeTo: '',
  selectedMachines: [],
};

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; message: Notice }
  | { kind: 'success'; message: Notice };

/** Staff book through the directory on the booking form; the older form never asked them. */
const userTypes = USER_TYPES.filter((t) => !isStaff(t.id));
const statusId = 'appointment-status';

/** The machines by their category, in the catalogue's order: a long list read in groups. */
const byCategory = (machines: readonly Facility[]): Array<{ category: string; machines: Facility[] }> => {
  const groups = new Map<string, Facility[]>();
  for (const m of machines) groups.set(m.category, [...(groups.get(m.category) ?? []), m]);
  return [...groups].map(([category, list]) => ({ category, machines: list }));
};

/** The older appointment form (/appointmentForm), booked through the same engine as the booking form. */
export function AppointmentForm() {
  const { appointmentContent, bookingChoices } = useContent('booking', bookingModule);
  // Rules and the server answer with the catalogue's codes: shown in the language on screen.
  const message = useMessage();
  const { facilityCategories } = useContent('equipment', equipmentModule);
  const choices = useBookingChoices(bookingChoices);
  // The Fabrication Lab's machines as the console has made them (the booking form's catalogue).
  const labs = useCurrentCatalogue();
  const groups = useMemo(() => byCategory(appointmentMachinesIn(labs)), [labs]);
  const groupId = useId();
  const [values, setValues] = useState<AppointmentFormValues>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const f = appointmentContent.fields;
  const set =
    (field: Exclude<keyof AppointmentFormValues, 'selectedMachines'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void => {
      const value =
        field === 'contact' ? sanitiseContactNumber(event.target.value) : event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
    };
  const toggleMachine = (id: string, checked: boolean): void =>
    setValues((v) => ({
      ...v,
      selectedMachines: checked
        ? [...v.selectedMachines, id]
        : v.selectedMachines.filter((m) => m !== id),
    }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const problem = validateAppointmentForm(values);
    if (problem) {
      setStatus({ kind: 'error', message: notice(problem) });
      return;
    }
    setStatus({ kind: 'sending' });
    const free = await machinesAvailable({
      date: values.date,
      timeFrom: values.timeFrom,
      timeTo: values.timeTo,
      machines: values.selectedMachines.join(','),
    });
    if (free === false) {
      setStatus({ kind: 'error', message: notice('appointment.machineUnavailable') });
      return;
    }
    const result = await submitAppointment({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
    });
    if (result.kind === 'submitted') {
      setValues(EMPTY);
      setStatus({ kind: 'success', message: result.message });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  };

  const instituteIsList = needsInstitute(parseUserType(values.userType));

  return (
    <section aria-labelledby="appointment-title" className="bg-paper py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <h1 id="appointment-title" className="text-4xl font-extrabold">
          {appointmentContent.heading}
        </h1>
        <p className="mt-3 text-lg text-ink-600">{appointmentContent.intro}</p>
        <Card as="div" className="mt-8 p-6 sm:p-8">
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-describedby={status.kind === 'idle' ? undefined : statusId}
          >
            <FormControls className="grid gap-5 sm:grid-cols-2">
              <FormField id="appointment-userType" label={f.userType}>
                <select
                  id="appointment-userType"
                  className={controlClasses(false)}
                  value={values.userType}
                  onChange={set('userType')}
                >
                  <option value="">{f.userTypePlaceholder}</option>
                  {userTypes.map((t) => (
                    <option key={t.id} value={t.label}>
                      {choices.userType(t.id)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="appointment-institute" label={f.institute}>
                {instituteIsList ? (
                  <select
                    id="appointment-institute"
                    className={controlClasses(false)}
                    value={values.institute}
                    onChange={set('institute')}
                  >
                    <option value="" />
                    {INSTITUTES.map((i) => (
                      <option key={i.id} value={i.label}>
                        {choices.institute(i.id)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id="appointment-institute"
                    type="text"
                    className={controlClasses(false)}
                    value={values.institute}
                    onChange={set('institute')}
                  />
                )}
              </FormField>
              <FormField id="appointment-name" label={f.name}>
                <input
                  id="appointment-name"
                  type="text"
                  autoComplete="name"
                  className={controlClasses(false)}
                  value={values.name}
                  onChange={set('name')}
                />
              </FormField>
              <FormField id="appointment-contact" label={f.contact}>
                <input
                  id="appointment-contact"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  className={controlClasses(false)}
                  value={values.contact}
                  onChange={set('contact')}
                />
              </FormField>
              <FormField id="appointment-email" label={f.emailAddress}>
                <input
                  id="appointment-email"
                  type="email"
                  autoComplete="email"
                  className={controlClasses(false)}
                  value={values.email}
                  onChange={set('email')}
                />
              </FormField>
              <FormField id="appointment-date" label={f.date}>
                <input
                  id="appointment-date"
                  type="date"
                  className={controlClasses(false)}
                  value={values.date}
                  onChange={set('date')}
                />
              </FormField>
              <FormField id="appointment-from" label={f.timeFrom}>
                <input
                  id="appointment-from"
                  type="time"
                  min="09:00"
                  max="21:00"
                  className={controlClasses(false)}
                  value={values.timeFrom}
                  onChange={set('timeFrom')}
                />
              </FormField>
              <FormField id="appointment-to" label={f.timeTo}>
                <input
                  id="appointment-to"
                  type="time"
                  min="09:00"
                  max="21:00"
                  className={controlClasses(false)}
                  value={values.timeTo}
                  onChange={set('timeTo')}
                />
              </FormField>
              <fieldset className="sm:col-span-2">
                <legend className="block text-sm font-semibold text-ink-700">{f.machines}</legend>
                <div className="mt-2 grid gap-4">
                  {groups.map(({ category, machines }, index) => (
                    <div key={category} role="group" aria-labelledby={`${groupId}-${index}`}>
                      <p id={`${groupId}-${index}`} className="text-sm font-medium text-ink-600">
                        {isFacilityCategory(category) ? facilityCategories[category] : category}
                      </p>
                      <div className="mt-2 flex flex-wrap gap-3">
                        {machines.map((m) => (
                          <label
                            key={m.id}
                            className="flex min-w-0 cursor-pointer items-center gap-2 rounded-xl border border-ink-200 bg-white px-4 py-2.5 break-words"
                          >
                            <input
                              type="checkbox"
                              className="size-4 shrink-0 accent-brand-700"
                              checked={values.selectedMachines.includes(m.id)}
                              onChange={(event) => toggleMachine(m.id, event.target.checked)}
                            />
                            {m.name}
                          </label>
                        ))}
                      </div>
                    </div>
                  ))}
                </div>
              </fieldset>
              <div className="sm:col-span-2" aria-live="polite" id={statusId}>
                {(status.kind === 'error' || status.kind === 'success') && (
                  <p
                    role={status.kind === 'error' ? 'alert' : 'status'}
                    className={cn(
                      'rounded-xl border px-4 py-3 font-medium',
                      status.kind === 'error'
                        ? 'border-red-700/30 bg-red-50 text-red-800'
                        : 'border-green-700/30 bg-green-50 text-green-900',
                    )}
                  >
                    {message(status.message)}
                  </p>
                )}
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" size="lg" disabled={status.kind === 'sending'}>
                  {status.kind === 'sending'
                    ? appointmentContent.submitting
                    : appointmentContent.submit}
                </Button>
              </div>
            </FormControls>
          </form>
        </Card>
      </div>
    </section>
  );
}
