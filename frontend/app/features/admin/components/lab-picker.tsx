import { LABS, type Lab, type UserAccount } from '@centre/contracts';
import { useId, useState } from 'react';
import { useConsoleLabs } from '../api/catalogue-api';

/**
 * What a reviewer's labs come to, in words: their lab names, or every lab. `among`: the
 * console's labs (useConsoleLabs), the spec's when not given.
 */
export const labsInWords = (labs: readonly string[], among: readonly Lab[] = LABS): string =>
  labs.length === 0 ? 'Every lab' : labs.map((labId) => among.find((lab) => lab.id === labId)?.name ?? labId).join(', ');

interface LabPickerProps {
  user: UserAccount;
  /** The labs to show ticked: the account's, or those being saved. */
  labs: readonly string[];
  disabled: boolean;
  onChange: (labs: string[]) => void;
}

/**
 * A reviewer's labs: they decide these labs' bookings only (the others read-only), are mailed
 * about their requests, and their queue opens on them. None ticked gives every lab. Admins see
 * every lab, experts review no bookings: both are only told so. A ticked box is saved at once,
 * like the role.
 */
export function LabPicker({ user, labs, disabled, onChange }: LabPickerProps) {
  const id = useId();
  const everyLab = useConsoleLabs();
  // A click shows at once (a controlled box would otherwise spring back until the save starts);
  // whatever labs come next from the parent (being saved, saved or refused) replace it.
  const [clicked, setClicked] = useState<readonly string[] | null>(null);
  const [given, setGiven] = useState(labs);
  if (given !== labs) {
    setGiven(labs);
    setClicked(null);
  }
  if (user.role !== 'reviewer') return <span className="text-ink-600">{user.role === 'admin' ? 'Every lab (admin)' : 'No bookings'}</span>;
  const shown = clicked ?? labs;
  const chosen = new Set(shown);
  const toggle = (labId: string, on: boolean) => {
    const next = everyLab.map((lab) => lab.id).filter((l) => (l === labId ? on : chosen.has(l)));
    setClicked(next);
    onChange(next);
  };

  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-brand-500">
        {labsInWords(shown, everyLab)}
      </summary>
      <fieldset className="mt-2 space-y-1" disabled={disabled}>
        <legend className="text-xs text-ink-600">Labs of {user.email} (none ticked: every lab)</legend>
        {everyLab.map((lab) => (
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
