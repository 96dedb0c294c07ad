import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { ScriptButton } from './button';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  selected: boolean;
}

/** A toggle button that reports its state with aria-pressed. */
export function Chip({ selected, className, ...rest }: ChipProps) {
  return (
    <ScriptButton
      type="button"
      aria-pressed={selected}
      className={cn(
        'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
        selected
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-ink-200 bg-white text-ink-700 hover:border-brand-500 hover:text-brand-700',
        className,
      )}
      {...rest}
    />
  );
}

export interface ChipGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/** One-of-many filter chips ('All', categories…). Renders nothing for an empty option list. */
export function ChipGroup<T extends string>({ label, options, value, onChange, className }: ChipGroupProps<T>) {
  if (options.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {options.map((option) => (
        <Chip key={option} selected={option === value} onClick={() => onChange(option)}>
          {option}
        </Chip>
      ))}
    </div>
  );
}
