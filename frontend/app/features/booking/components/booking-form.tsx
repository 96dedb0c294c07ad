import {
  EMPTY_BOOKING_FORM,
  facilityNameAmong,
  isCalendarDate,
  openSlotIds,
  withLab,
  withUserType,
  type BookingFormField,
  type BookingFormValues,
  type MessageCode,
  sameOpeningHours,
  type OpeningHours,
} from '@centre/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  Button,
  FormControls,
  FormField,
  controlClasses,
  describedBy,
} from '../../../components/ui';
import { link } from '../../../config/paths';
import * as bookingModule from '../../../content/booking';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { currentLanguage, useContent, useMessage, useMessages, type Notice } from '../../../lib/i18n';
import {
  FIELD_ORDER,
  bookerName,
  bookingResolver,
  centreToday,
  fieldElementId,
  formFieldOf,
  toBookingRequest,
  userTypeOptions,
} from '../booking-form.model';
import { useHydrated } from '../../../hooks/use-hydrated';
import { receiptFragment } from '../api/booking-api';
import { joinWaitlist } from '../api/waitlist-api';
import { useIdempotentSubmit } from '../hooks/use-idempotent-submit';
import { useLiveAvailability, type SubmitConflict } from '../hooks/use-live-availability';
import { AvailabilityBanner } from './availability-banner';
import { AvailabilityPopup } from './availability-popup';
import { FacilityPicker } from './facility-picker';
import { IdentityFields } from './identity-fields';
import { JoinWaitlist, type JoinWaitlistProps } from './join-waitlist';
import { SlotPicker } from './slot-picker';
import { TrainingNote } from './training-note';

export interface BookingFormProps {
  initialValues?: BookingFormValues;
  /** Waits before a retry of an attempt that got no answer. */
  retryDelayMs?: number;
}

/** 'Book Facility' (spec 2, 4, 5 and 8), with live occupancy over socket.io (DESIGN 5). */
export function BookingForm({
  initialValues = EMPTY_BOOKING_FORM,
  retryDelayMs = 1000,
}: BookingFormProps) {
  const navigate = useNavigate();
  const { bookingContent, bookingChoices } = useContent('booking', bookingModule);
  const { booking: BOOKING_MESSAGES, bookingSubmit: BOOKING_SUBMIT_MESSAGES } = useMessages();
  const message = useMessage();
  const choices = useBookingChoices(bookingChoices);
  // The labs and facilities the console has made: the spec's until the page runs.
  const labs = useCurrentCatalogue();
  // The lab's current hours arrive with its live snapshot, after the form is made (see below).
  const [hours, setHours] = useState<OpeningHours | undefined>(undefined);
  const resolver = useMemo(() => bookingResolver(undefined, labs, () => hours), [labs, hours]);
  const {
    control,
    register,
    handleSubmit,
    formState,
    getValues,
    setValue,
    trigger,
    reset,
    setError,
  } = useForm<BookingFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
    // Our own order (the page's), including the pickers: see focusFirstError.
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as BookingFormValues;
  const { errors, isSubmitted, isValid, touchedFields } = formState;
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ message: Notice } | undefined>(undefined);
  const [submitConflict, setSubmitConflict] = useState<SubmitConflict | undefined>(undefined);
  const [fixErrors, setFixErrors] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  /** The facilities a training refusal named: its words follow their names. */
  const [untrained, setUntrained] = useState<readonly string[]>([]);
  const { submit, forget } = useIdempotentSubmit(retryDelayMs);
  // The build's date is not the visit's: the minimum joins once the page runs.
  const today = useHydrated() ? centreToday() : undefined;

  const lab = labs.find((l) => l.id === values.lab);
  const live = useLiveAvailability(
    {
      lab: values.lab,
      date: values.date,
      timeSlots: values.timeSlots,
      facilityIds: values.facilityIds,
    },
    submitConflict,
  );
  // Kept while they say the same: each pushed snapshot carries its own copy.
  if ((live.hours === undefined) !== (hours === undefined) || (live.hours && hours && !sameOpeningHours(live.hours, hours))) setHours(live.hours);
  // Hours set in the console since the page loaded judge the date and slots already chosen.
  useEffect(() => {
    if (!hours) return;
    if (getValues('date')) void trigger('date');
    if (getValues('timeSlots').length > 0) void trigger('timeSlots');
  }, [hours, getValues, trigger]);
  const conflictActive = live.conflict;
  const submitBlocked = !isValid || conflictActive || submitting;
  // Once a submit has been refused, its alert says what the standing line says: one of them shows.
  const showIncomplete = !isValid && !fixErrors;

  /** A notice in the language on screen; a training refusal's words follow the facilities it names. */
  const shown = (said: Notice): string =>
    said.code === 'booking.trainingRequired' && untrained.length > 0
      ? `${untrained.map(facilityNameAmong(labs)).join(', ')}: ${message(said)}`
      : message(said);

  /**
   * A field's error in the language on screen, found by its code: the rules' and the server's
   * errors carry the catalogue's code as their `type`, their English as their `message`.
   */
  const errorOf = (field: BookingFormField): string | undefined => {
    const found = errors[field];
    if (typeof found?.message !== 'string') return undefined;
    return shown({ code: found.type as MessageCode, text: found.message });
  };

  /** Applies a clearing rule's result and re-judges only what the visitor has already met. */
  const apply = (next: BookingFormValues): void => {
    const current = getValues();
    for (const field of FIELD_ORDER) {
      if (JSON.stringify(current[field]) !== JSON.stringify(next[field]))
        setValue(field, next[field], { shouldDirty: true });
    }
    const judged = isSubmitted
      ? FIELD_ORDER
      : FIELD_ORDER.filter((f) => touchedFields[f] !== undefined || errors[f] !== undefined);
    if (judged.length > 0) void trigger([...judged]);
  };

  const focusFirstError = (found: FieldErrors<BookingFormValues>): void => {
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) document.getElementById(fieldElementId(first))?.focus();
  };

  const send = async (formValues: BookingFormValues): Promise<void> => {
    // The booker's mails are written in the language the form was filled in.
    const result = await submit({ ...toBookingRequest(formValues, new Date(), labs), language: currentLanguage() });
    if (result.kind === 'created') {
      void navigate({
        pathname: link.bookingThankYou(bookerName(formValues)),
        hash: receiptFragment(result.bookingId, result.receipt),
      });
      return;
    }
    if (result.kind === 'conflict') {
      setSubmitConflict({ message: result.message, selection: live.selection });
      return;
    }
    if (result.kind === 'invalid') {
      const fields = Object.entries(result.fields).flatMap(([name, said]) => {
        const field = formFieldOf(name);
        return field ? [[field, said] as const] : [];
      });
      setUntrained(result.facilityIds ?? []);
      for (const [field, said] of fields)
        setError(field, { type: said.code ?? 'server', message: said.text });
      setNotice({ message: result.message });
      const firstField = FIELD_ORDER.find((f) => fields.some(([name]) => name === f));
      if (firstField) document.getElementById(fieldElementId(firstField))?.focus();
      return;
    }
    setNotice({ message: result.message });
  };

  const onValid = async (formValues: BookingFormValues): Promise<void> => {
    setFixErrors(false);
    if (submitting || conflictActive) return;
    setSubmitting(true);
    setNotice(undefined);
    setSubmitConflict(undefined);
    try {
      await send(formValues);
    } finally {
      setSubmitting(false);
    }
  };

  const onInvalid = (found: FieldErrors<BookingFormValues>): void => {
    setFixErrors(true);
    focusFirstError(found);
  };

  const onReset = (): void => {
    reset(EMPTY_BOOKING_FORM);
    setNotice(undefined);
    setSubmitConflict(undefined);
    setFixErrors(false);
    forget();
  };

  /** Waits for the asked cells with the form's values; a form to fix first says so and joins nothing. */
  const onJoin: JoinWaitlistProps['onJoin'] = () =>
    new Promise((resolve) => {
      const joined = async (formValues: BookingFormValues): Promise<void> =>
        resolve(await joinWaitlist({ ...toBookingRequest(formValues, new Date(), labs), language: currentLanguage() }));
      const invalid = (found: FieldErrors<BookingFormValues>): void => {
        setPopupOpen(false);
        onInvalid(found);
        resolve(undefined);
      };
      void handleSubmit(joined, invalid)();
    });
  const joinAction = <JoinWaitlist onJoin={onJoin} />;

  const f = bookingContent.fields;
  const userTypeId = fieldElementId('userType');
  const labId = fieldElementId('lab');
  const dateId = fieldElementId('date');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}

      aria-busy={submitting}
    >
      <FormControls className="space-y-8">
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField id={userTypeId} label={f.userType} error={errorOf('userType')} required>
            <Controller
              control={control}
              name="userType"
              render={({ field }) => (
                <select
                  id={userTypeId}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => apply(withUserType(getValues(), event.target.value))}
                  className={controlClasses(Boolean(errorOf('userType')))}
                  {...describedBy(userTypeId, errorOf('userType'))}
                >
                  <option value="">{f.userTypePlaceholder}</option>
                  {userTypeOptions.map((t) => (
                    <option key={t.id} value={t.label}>
                      {choices.userType(t.id)}
                    </option>
                  ))}
                </select>
              )}
            />
          </FormField>
          <FormField id={labId} label={f.lab} error={errorOf('lab')} required>
            <Controller
              control={control}
              name="lab"
              render={({ field }) => (
                <select
                  id={labId}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => apply(withLab(getValues(), event.target.value))}
                  className={controlClasses(Boolean(errorOf('lab')))}
                  {...describedBy(labId, errorOf('lab'))}
                >
                  <option value="">{f.labPlaceholder}</option>
                  {labs.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              )}
            />
          </FormField>
          <FormField id={dateId} label={f.date} error={errorOf('date')} required>
            <input
              id={dateId}
              type="date"
              min={today}
              className={controlClasses(Boolean(errorOf('date')))}
              {...describedBy(dateId, errorOf('date'))}
              {...register('date')}
            />
          </FormField>
        </div>

        <Controller
          control={control}
          name="timeSlots"
          render={({ field }) => (
            <SlotPicker
              id={fieldElementId('timeSlots')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('timeSlots')}
              taken={live.takenSlots}
              open={
                lab && isCalendarDate(values.date)
                  ? new Set([...openSlotIds(lab.id, values.date, live.hours)].filter((s) => !live.closedSlots.has(s)))
                  : undefined
              }
              maintenance={live.maintenanceSlots}
              closedNote={live.closedNote}
            />
          )}
        />

        <Controller
          control={control}
          name="facilityIds"
          render={({ field }) => (
            <FacilityPicker
              id={fieldElementId('facilityIds')}
              facilities={lab?.facilities ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('facilityIds')}
              taken={live.takenFacilities}
              maintenance={live.maintenanceFacilities}
            />
          )}
        />
        <TrainingNote facilityIds={values.facilityIds} lab={lab} />

        <IdentityFields
          userType={values.userType}
          control={control}
          register={register}
          errorOf={errorOf}
          onStaffChange={(staffId) => {
            setValue('staffMemberId', staffId, {
              shouldDirty: true,
              shouldTouch: true,
              shouldValidate: true,
            });
          }}
        />

        <AvailabilityBanner state={live.banner} conflictAction={joinAction} />

        <div aria-live="polite">
          {notice && (
            <p
              role="alert"
              className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {shown(notice.message)}
            </p>
          )}
          {fixErrors && !isValid && (
            <p
              role="alert"
              className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {BOOKING_MESSAGES.fixErrors}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            variant="primary"
            size="lg"
            disabled={submitting}
            aria-disabled={submitBlocked}
            aria-describedby={showIncomplete ? 'booking-form-incomplete' : undefined}
          >
            {submitting && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            )}
            {submitting ? BOOKING_SUBMIT_MESSAGES.submitting : BOOKING_SUBMIT_MESSAGES.submit}
          </Button>
          <Button variant="outline" size="lg" onClick={() => setPopupOpen(true)}>
            {bookingContent.checkAvailability}
          </Button>
          <Button variant="ghost" size="lg" onClick={onReset}>
            {BOOKING_SUBMIT_MESSAGES.resetForm}
          </Button>
        </div>
        {showIncomplete && (
          <p id="booking-form-incomplete" className="text-sm text-ink-600">
            {BOOKING_MESSAGES.formIncomplete}
          </p>
        )}

        <AvailabilityPopup
          open={popupOpen}
          onClose={() => setPopupOpen(false)}
          input={{
            lab: values.lab,
            date: values.date,
            timeSlots: values.timeSlots,
            facilityIds: values.facilityIds,
          }}
          describe={live.describe}
          conflictAction={joinAction}
        />
      </FormControls>
    </form>
  );
}
