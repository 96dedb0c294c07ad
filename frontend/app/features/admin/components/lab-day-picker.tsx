import { LABS } from '@centre/contracts';
import { useId } from 'react';
import { fieldClasses, labelClasses } from './format';

export interface LabDayPickerProps {
  lab: string;
  date: string;
  onChange: (lab: string, date: string) => void;
}

/** A lab and a date: what the lab-day view and the history replay are about. */
export function LabDayPicker({ lab, date, onChange }: LabDayPickerProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={`${id}-lab`} className={labelClasses}>
          Lab
        </label>
        <select id={`${id}-lab`} className={fieldClasses} value={lab} onChange={(e) => onChange(e.target.value, date)}>
          <option value="">Choose a lab</option>
          {LABS.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-date`} className={labelClasses}>
          Date
        </label>
        <input id={`${id}-date`} type="date" className={fieldClasses} value={date} onChange={(e) => onChange(lab, e.target.value)} />
      </div>
    </div>
  );
}
