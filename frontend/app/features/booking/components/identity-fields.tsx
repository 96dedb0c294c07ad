import {
  INSTITUTES,
  STAFF_DIRECTORY,
  isStaff,
  needsInstitute,
  needsStartupName,
  parseUserType,
  sanitiseContactNumber,
  type BookingFormField,
  type BookingFormValues,
} from '@centre/contracts';
import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import * as bookingModule from '../../../content/booking';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useContent } from '../../../lib/i18n';
import { fieldElementId } from '../booking-form.model';
import { FormField, controlClasses, describedBy } from '../../../components/ui';

export interface IdentityFieldsProps {
  userType: string;
  control: Control<BookingFormValues>;
  register: UseFormRegister<BookingFormValues>;
  errorOf: (field: BookingFormField) => string | undefined;
  onStaffChange: (staffId: string) => void;
}

/** Who is booking: staff pick themselves from the directory; everyone else types their details. */
export function IdentityFields({
  userType,
  control,
  register,
  errorOf,
  onStaffChange,
}: IdentityFieldsProps) {
  const { bookingContent, bookingChoices } = useContent('booking', bookingModule);
  const labels = bookingContent.fields;
  const choices = useBookingChoices(bookingChoices);
  const type = parseUserType(userType);
  if (type === undefined) return null;
  const email = (
    <FormField
      id={fieldElementId('email')}
      label={labels.emailAddress}
      error={errorOf('email')}
      required
    >
      <input
        id={fieldElementId('email')}
        type="email"
        autoComplete="email"
        className={controlClasses(Boolean(errorOf('email')))}
        {...describedBy(fieldElementId('email'), errorOf('email'))}
        {...register('email')}
      />
    </FormField>
  );

  if (isStaff(type)) {
    const id = fieldElementId('staffMemberId');
    return (
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id} label={labels.staffMember} error={errorOf('staffMemberId')} required>
          <Controller
            control={control}
            name="staffMemberId"
            render={({ field }) => (
              <select
                id={id}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => onStaffChange(event.target.value)}
                className={controlClasses(Boolean(errorOf('staffMemberId')))}
                {...describedBy(id, errorOf('staffMemberId'))}
              >
                <option value="">{labels.staffMemberPlaceholder}</option>
                {STAFF_DIRECTORY.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            )}
          />
        </FormField>
        <p className="self-end text-sm text-ink-600">{labels.staffEmailNote}</p>
      </div>
    );
  }

  const nameId = fieldElementId('name');
  const contactId = fieldElementId('contactNumber');
  const instituteId = fieldElementId('institute');
  const startupId = fieldElementId('startupName');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={nameId} label={labels.name} error={errorOf('name')} required>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          className={controlClasses(Boolean(errorOf('name')))}
          {...describedBy(nameId, errorOf('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField
        id={contactId}
        label={labels.contactNumber}
        error={errorOf('contactNumber')}
        required
      >
        <Controller
          control={control}
          name="contactNumber"
          render={({ field }) => (
            <input
              id={contactId}
              ref={field.ref}
              name={field.name}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(sanitiseContactNumber(event.target.value))}
              className={controlClasses(Boolean(errorOf('contactNumber')))}
              {...describedBy(contactId, errorOf('contactNumber'))}
            />
          )}
        />
      </FormField>
      {email}
      {needsInstitute(type) && (
        <FormField id={instituteId} label={labels.institute} error={errorOf('institute')} required>
          <select
            id={instituteId}
            className={controlClasses(Boolean(errorOf('institute')))}
            {...describedBy(instituteId, errorOf('institute'))}
            {...register('institute')}
          >
            <option value="">{labels.institutePlaceholder}</option>
            {INSTITUTES.map((institute) => (
              <option key={institute.id} value={institute.label}>
                {choices.institute(institute.id)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {needsStartupName(type) && (
        <FormField
          id={startupId}
          label={labels.startupName}
          error={errorOf('startupName')}
          required
        >
          <input
            id={startupId}
            type="text"
            autoComplete="organization"
            className={controlClasses(Boolean(errorOf('startupName')))}
            {...describedBy(startupId, errorOf('startupName'))}
            {...register('startupName')}
          />
        </FormField>
      )}
    </div>
  );
}
