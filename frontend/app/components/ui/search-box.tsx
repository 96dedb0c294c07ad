import { useId } from 'react';
import { cn } from './cn';
import { useControls } from './use-controls';
import { ScriptButton } from './button';
import { useHydrated } from '../../hooks/use-hydrated';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible label; shown visually only when `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** Shows a × button that empties the box. */
  clearable?: boolean;
  className?: string;
}

export function SearchBox({ value, onChange, placeholder, label, showLabel, clearable, className }: SearchBoxProps) {
  const { controls } = useControls();
  const id = useId();
  // Typed before the page hydrates, a search would filter nothing until the next key.
  const hydrated = useHydrated();
  return (
    <div className={cn('w-full max-w-md', className)}>
      <label htmlFor={id} className={showLabel ? 'mb-1 block text-sm font-medium text-ink-700' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={id}
          type="search"
          disabled={!hydrated}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-full border border-ink-200 bg-white py-3 pr-12 pl-11 text-ink-900 placeholder:text-ink-600 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {clearable && value !== '' && (
          <ScriptButton
            type="button"
            onClick={() => onChange('')}
            aria-label={controls.clearSearch}
            className="absolute top-1/2 right-3 grid size-8 -translate-y-1/2 place-items-center rounded-full text-lg text-ink-600 hover:bg-ink-100"
          >
            <span aria-hidden="true">×</span>
          </ScriptButton>
        )}
      </div>
    </div>
  );
}
