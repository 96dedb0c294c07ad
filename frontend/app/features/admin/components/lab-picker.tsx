import { LABS, type UserAccount } from '@centre/contracts';
import { useId } from 'react';

const nameOf = (labId: string): string => LABS.find((lab) => lab.id === labId)?.name ?? labId;

/** What a reviewer's labs come to, in words: their lab names, or every lab. */
export const labsInWords = (labs: readonly string[]): string => (labs.length === 0 ? 'Every lab' : labs.map(nameOf).join(', '));

interface LabPickerProps {
  user: UserAccount;
  disabled: boolean;
  onChange: (labs: string[]) => void;
}

/**
 * A reviewer's labs: they are mailed about requests of these labs and their queue opens on
 * them. None ticked gives every lab. Admins see every lab, experts review no bookings: both are
 * only told so. A ticked box is saved at once, like the role.
 */
export function LabPicker({ user, disabled, onChange }: LabPickerProps) {
  const id = useId();
  if (user.role !== 'reviewer') return <span className="text-ink-600">{user.role === 'admin' ? 'Every lab (admin)' : 'No bookings'}</span>;
  const chosen = new Set(user.labs);
  const toggle = (labId: string, on: boolean) =>
    onChange(LABS.map((lab) => lab.id).filter((l) => (l === labId ? on : chosen.has(l))));

  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-brand-500">
        {labsInWords(user.labs)}
      </summary>
      <fieldset className="mt-2 space-y-1" disabled={disabled}>
        <legend className="text-xs text-ink-600">Labs of {user.email} (none ticked: every lab)</legend>
        {LABS.map((lab) => (
          <div key={lab.id} className="flex items-center gap-2">
            <input
              id={`${id}-${lab.id}`}
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={chosen.has(lab.id)}
              onChange={(e) => toggle(lab.id, e.target.checked)}
            />
            <label htmlFor={`${id}-${lab.id}`} className="py-1">
              {lab.name}
            </label>
          </div>
        ))}
      </fieldset>
    </details>
  );
}
