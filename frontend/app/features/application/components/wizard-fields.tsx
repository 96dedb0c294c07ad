import type { ReactNode } from 'react';
import { controlClasses, describedBy as describedById, errorId as errorIdOf, hintId as hintIdOf } from '../../../components/ui';
import * as applicationModule from '../../../content/application';
import { useContent } from '../../../lib/i18n';

export { controlClasses };

export const fieldId = (name: string): string => `application-${name}`;
const errorId = (name: string): string => errorIdOf(fieldId(name));
const hintId = (name: string): string => hintIdOf(fieldId(name));

/** aria-invalid and aria-describedby tying a wizard field's control to its hint and its error. */
export const describedBy = (name: string, error: string | undefined, hasHint: boolean) =>
  describedById(fieldId(name), error, hasHint);

export interface FieldShellProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error of one wizard field. */
export function FieldShell({ name, label, required, error, hint, children, className }: FieldShellProps) {
  const { applicationContent: content } = useContent('application', applicationModule);
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink-700">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {` ${content.requiredMark}`}
          </span>
        ) : (
          <span className="font-normal text-ink-600">{` ${content.optional}`}</span>
        )}
      </label>
      {children}
      {hint !== undefined && (
        <p id={hintId(name)} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(name)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  /** Registers the control so that the wizard can focus the first error. */
  controlRef?: (element: HTMLElement | null) => void;
  className?: string;
}

export function TextField({
  type = 'text',
  placeholder,
  autoComplete,
  ...props
}: ControlProps & { type?: 'text' | 'email' | 'tel' | 'url'; placeholder?: string; autoComplete?: string }) {
  const { name, label, value, onChange, error, required, hint, controlRef, className } = props;
  return (
    <FieldShell name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={fieldId(name)}
        ref={controlRef}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
        {...describedBy(name, error, hint !== undefined)}
      />
    </FieldShell>
  );
}

export function TextAreaField({ placeholder, rows = 4, ...props }: ControlProps & { placeholder?: string; rows?: number }) {
  const { name, label, value, onChange, error, required, hint, controlRef, className } = props;
  return (
    <FieldShell name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId(name)}
        ref={controlRef}
        name={name}
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
        {...describedBy(name, error, hint !== undefined)}
      />
    </FieldShell>
  );
}

/** A select whose values are contracts' English choices and whose options read as `labels` (same order). */
export function SelectField({
  options,
  labels,
  placeholder,
  ...props
}: ControlProps & { options: readonly string[]; labels: readonly string[]; placeholder: string }) {
  const { name, label, value, onChange, error, required, hint, controlRef, className } = props;
  return (
    <FieldShell name={name} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={fieldId(name)}
        ref={controlRef}
        name={name}
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
        {...describedBy(name, error, hint !== undefined)}
      >
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={option} value={option}>
            {labels[index] ?? option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
