import type { ReactNode } from 'react';
import { cn } from './cn';

/** The look of every form control: text inputs, selects, text areas. */
export const controlClasses = (invalid: boolean): string =>
  cn(
    'mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink-900 shadow-sm transition-colors',
    'placeholder:text-ink-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-ink-100',
    invalid ? 'border-red-700' : 'border-ink-200',
  );

export const errorId = (id: string): string => `${id}-error`;
export const hintId = (id: string): string => `${id}-hint`;

/** The aria attributes that tie a control to its hint and its error. */
export const describedBy = (
  id: string,
  error: string | undefined,
  hasHint = false,
): { 'aria-invalid': boolean; 'aria-describedby'?: string } => {
  const ids = [hasHint ? hintId(id) : undefined, error ? errorId(id) : undefined]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': Boolean(error), ...(ids ? { 'aria-describedby': ids } : {}) };
};

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** A label over one control, with its hint and its error below. */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-700">
          {label}
        </label>
        {/* Outside the label, so the field's name stays just its label. */}
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
