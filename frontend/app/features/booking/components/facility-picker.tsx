import type { Facility } from '@centre/contracts';
import { FieldError, Image, cn, describedBy } from '../../../components/ui';
import * as bookingModule from '../../../content/booking';
import { useContent } from '../../../lib/i18n';

export interface FacilityPickerProps {
  id: string;
  facilities: readonly Facility[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Facility ids already booked in one of the chosen slots. */
  taken: ReadonlySet<string>;
  /** Facility ids under maintenance in one of the chosen slots (an outage). */
  maintenance?: ReadonlySet<string>;
}

/** The chosen lab's facilities, each with its name and picture, as real checkboxes. */
export function FacilityPicker({
  id,
  facilities,
  value,
  onChange,
  onBlur,
  error,
  taken,
  maintenance,
}: FacilityPickerProps) {
  const { bookingContent } = useContent('booking', bookingModule);
  const chosen = new Set(value);
  const toggle = (facilityId: string, checked: boolean): void => {
    const next = checked ? [...value, facilityId] : value.filter((f) => f !== facilityId);
    onChange(facilities.map((f) => f.id).filter((f) => next.includes(f)));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink-700">
        {bookingContent.fields.facilities}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      {facilities.length === 0 ? (
        <p
          id={id}
          tabIndex={-1}
          className="mt-2 rounded-xl border border-dashed border-ink-200 p-4 text-sm text-ink-600"
        >
          {bookingContent.fields.facilitiesHint}
        </p>
      ) : (
        <ul className="mt-3 grid max-h-[28rem] grid-cols-1 gap-2 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3">
          {facilities.map((facility, index) => {
            const checked = chosen.has(facility.id);
            const isTaken = taken.has(facility.id);
            const isOut = maintenance?.has(facility.id) ?? false;
            const inputId = index === 0 ? id : `${id}-${facility.id}`;
            return (
              <li key={facility.id}>
                <label
                  htmlFor={inputId}
                  className={cn(
                    'flex h-full cursor-pointer items-center gap-3 rounded-xl border p-2 text-sm transition-colors',
                    checked
                      ? 'border-brand-700 bg-brand-50 text-brand-800'
                      : 'border-ink-200 bg-white text-ink-700',
                    (isTaken || isOut) && 'border-amber-600',
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-700"
                    checked={checked}
                    onChange={(event) => toggle(facility.id, event.target.checked)}
                    onBlur={onBlur}
                    {...describedBy(id, error)}
                  />
                  <Image
                    src={facility.image}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="font-medium">{facility.name}</span>
                    {isOut && (
                      <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {bookingContent.live.underMaintenance}
                      </span>
                    )}
                    {facility.lentWithAnother && (
                      <span className="text-xs text-ink-600">{bookingContent.fields.lentTag}</span>
                    )}
                    {facility.trainingRequired && (
                      <span className="text-xs font-semibold text-brand-700">
                        {bookingContent.fields.trainingTag}
                      </span>
                    )}
                  </span>
                  {isTaken && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {bookingContent.live.booked}
                    </span>
                  )}

                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
