import type { ReactNode } from 'react';
import { labelClasses } from './format';

/** A labelled field of a console form: its control, its hint if it has one, and the server's refusal of it. */
export function ConsoleField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's attributes while the server refuses it: marked invalid and described by the refusal. */
export const invalidProps = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

/** A select's options for named things (labs, facilities): each offered by its name, chosen by its id. */
export function NamedOptions({ items }: { items: ReadonlyArray<{ id: string; name: string }> }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
