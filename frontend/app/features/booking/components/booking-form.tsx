import {
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  EMPTY_BOOKING_FORM,
  LABS,
  TIME_SLOTS,
  conflictsIn,
  findFacility,
  findLab,
  occupancyKey,
  slotLabel,
  withLab,
  withUserType,
  type BookingFormField,
  type BookingFormValues,
} from '@centre/contracts';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
import { link } from '../../../config/paths';
import { bookingContent } from '../../../content/booking';
import { submitBooking, type SubmitResult } from '../api/booking-api';
import {
  FIELD_ORDER,
  bookerName,
  bookingResolver,
  centreToday,
  fieldElementId,
  formFieldOf,
  slotIdsOf,
  staffEmail,
  toBookingRequest,
  userTypeOptions,
} from '../booking-form.model';
import { useAvailabilityCheck } from '../hooks/use-availability-check';
import { useHydrated } from '../hooks/use-hydrated';
import { useLabDayOccupancy } from '../hooks/use-lab-day-occupancy';
import { AvailabilityBanner, availabilityConflict, type BannerState } from './availability-banner';
import { AvailabilityPopup } from './availability-popup';
import { FacilityPicker } from './facility-picker';
import { FormField, controlClasses, describedBy } from './field';
import { IdentityFields } from './identity-fields';
import { SlotPicker } from './slot-picker';

export interface BookingFormProps {
  initialValues?: BookingFormValues;
  /** Waits before a retry of an attempt that got no answer. */
  retryDelayMs?: number;
}

type Attempt = { key: string; fingerprint: string };
type SubmitNotice =
  { kind: 'error'; message: string } | { kind: 'conflict'; message: string; selection: string };

const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const describeConflicts =
  (lab: string) =>
  (conflicts: ReadonlyArray<{ slotId: string; facilityId: string }>): string[] =>
    conflicts.map((c) =>
      bookingContent.live.conflictLine(
        slotLabel(c.slotId) ?? c.slotId,
        findFacility(lab, c.facilityId)?.name ?? c.facilityId,
      ),
    );

/** 'Book Facility' (spec 2, 4, 5 and 8), with live occupancy over socket.io (DESIGN 5). */
export function BookingForm({
  initialValues = EMPTY_BOOKING_FORM,
  retryDelayMs = 1000,
}: BookingFormProps) {
  const navigate = useNavigate();
  const resolver = useMemo(() => bookingResolver(), []);
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
  const [notice, setNotice] = useState<SubmitNotice | undefined>(undefined);
  const [fixErrors, setFixErrors] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const attempt = useRef<Attempt | undefined>(undefined);
  // The build's date is not the visit's: the minimum joins once the page runs.
  const today = useHydrated() ? centreToday() : undefined;

  const lab = findLab(values.lab);
  const chosenSlotIds = slotIdsOf(values.timeSlots);
  const selection = [
    values.lab,
    values.date,
    chosenSlotIds.join(','),
    values.facilityIds.join(','),
  ].join('|');
  const check = useAvailabilityCheck({
    lab: values.lab,
    date: values.date,
    timeSlots: values.timeSlots,
    facilityIds: values.facilityIds,
  });
  const snapshot = useLabDayOccupancy(lab ? values.lab : '', values.date);

  const taken = useMemo(
    () => new Set((snapshot?.taken ?? []).map((t) => occupancyKey(t.slotId, t.facilityId))),
    [snapshot],
  );
  const takenSlots = new Set(
    TIME_SLOTS.filter((s) => values.facilityIds.some((f) => taken.has(occupancyKey(s.id, f)))).map(
      (s) => s.id,
    ),
  );
  const takenFacilities = new Set(
    (lab?.facilities ?? [])
      .filter((f) => chosenSlotIds.some((s) => taken.has(occupancyKey(s, f.id))))
      .map((f) => f.id),
  );
  const liveConflicts = snapshot ? conflictsIn(snapshot, chosenSlotIds, values.facilityIds) : [];
  const describe = describeConflicts(values.lab);

  const banner: BannerState = (() => {
    if (notice?.kind === 'conflict' && notice.selection === selection) {
      return {
        kind: 'conflict',
        conflict: {
          message: notice.message,
          hint: BOOKING_SUBMIT_MESSAGES.slotAlreadyReservedHint,
          items: [],
        },
      };
    }
    const checkPosition =
      'position' in check && typeof check.position === 'number' ? check.position : -1;
    // The newer of the two answers wins: the socket's snapshot or the HTTP check.
    const liveIsNewer = snapshot !== undefined && snapshot.position >= checkPosition;
    if (liveIsNewer && liveConflicts.length > 0)
      return {
        kind: 'conflict',
        conflict: availabilityConflict(undefined, describe(liveConflicts)),
      };
    if (check.kind === 'conflict' && !(liveIsNewer && snapshot.position > checkPosition)) {
      return {
        kind: 'conflict',
        conflict: availabilityConflict(check.message, describe(check.conflicts)),
      };
    }
    if (check.kind === 'conflict')
      return { kind: 'available', message: AVAILABILITY_MESSAGES.available };
    return check;
  })();
  const conflictActive = banner.kind === 'conflict';
  const submitBlocked = !isValid || conflictActive || submitting;

  const errorOf = (field: BookingFormField): string | undefined => {
    const message = errors[field]?.message;
    return typeof message === 'string' ? message : undefined;
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
    const request = toBookingRequest(formValues, new Date());
    const fingerprint = JSON.stringify({ ...request, timestamp: undefined });
    // A retry of the same attempt keeps its key, so the server books it at most once.
    const key = attempt.current?.fingerprint === fingerprint ? attempt.current.key : newKey();
    attempt.current = { key, fingerprint };
    let result: SubmitResult = await submitBooking(request, key);
    if (result.kind === 'failed' && result.retryable) {
      await wait(retryDelayMs);
      result = await submitBooking(request, key);
    }
    if (result.kind === 'created') {
      attempt.current = undefined;
      void navigate(link.bookingThankYou(bookerName(formValues)));
      return;
    }
    if (!(result.kind === 'failed' && result.retryable)) attempt.current = undefined;
    if (result.kind === 'conflict') {
      setNotice({ kind: 'conflict', message: result.message, selection });
      return;
    }
    if (result.kind === 'invalid') {
      const fields = Object.entries(result.errors).flatMap(([name, message]) => {
        const field = formFieldOf(name);
        return field ? [[field, message] as const] : [];
      });
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      setNotice({ kind: 'error', message: result.message });
      const firstField = FIELD_ORDER.find((f) => fields.some(([name]) => name === f));
      if (firstField) document.getElementById(fieldElementId(firstField))?.focus();
      return;
    }
    setNotice({ kind: 'error', message: result.message });
  };

  const onValid = async (formValues: BookingFormValues): Promise<void> => {
    setFixErrors(false);
    if (submitting || conflictActive) return;
    setSubmitting(true);
    setNotice(undefined);
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
    setFixErrors(false);
    attempt.current = undefined;
  };

  const f = bookingContent.fields;
  const userTypeId = fieldElementId('userType');
  const labId = fieldElementId('lab');
  const dateId = fieldElementId('date');

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="space-y-8"
      aria-busy={submitting}
    >
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
                    {t.label}
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
                {LABS.map((l) => (
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
            taken={takenSlots}
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
            taken={takenFacilities}
          />
        )}
      />

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
          setValue('email', staffEmail(staffId), {
            shouldDirty: true,
            shouldValidate: touchedFields.email !== undefined || isSubmitted,
          });
        }}
      />

      <AvailabilityBanner state={banner} />

      <div aria-live="polite">
        {notice?.kind === 'error' && (
          <p
            role="alert"
            className="rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {notice.message}
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
          aria-describedby={!isValid ? 'booking-form-incomplete' : undefined}
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
      {!isValid && (
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
        describe={describe}
      />
    </form>
  );
}
