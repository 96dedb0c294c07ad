import { addDays } from '@centre/contracts';
import { useConsoleLabs } from '../api/catalogue-api';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses, labelClasses } from './format';

export interface LabDayPickerProps {
  lab: string;
  date: string;
  onChange: (lab: string, date: string) => void;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A lab and a date: what the lab-day view and the history replay are about; the day steps back and forth beside the date. */
export function LabDayPicker({ lab, date, onChange }: LabDayPickerProps) {
  const id = useId();
  const labs = useConsoleLabs();
  // A half-typed or empty date has no day before or after it.
  const valid = DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={`${id}-lab`} className={labelClasses}>
          Lab
        </label>
        <select
          id={`${id}-lab`}
          className={fieldClasses}
          value={lab}
          onChange={(e) => onChange(e.target.value, date)}
        >
          <option value="">Choose a lab</option>
          {labs.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!valid}
          onClick={() => onChange(lab, addDays(date, -1))}
          aria-label="Previous day"
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <div>
          <label htmlFor={`${id}-date`} className={labelClasses}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={fieldClasses}
            value={date}
            onChange={(e) => onChange(lab, e.target.value)}
          />
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={!valid}
          onClick={() => onChange(lab, addDays(date, 1))}
          aria-label="Next day"
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
    </div>
  );
}
