import { useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from './cn';
import { useControls } from './use-controls';
import { ScriptButton } from './button';

export interface MarqueeProps {
  /** Accessible name, e.g. 'Featured startups, first row'. */
  label: string;
  items: readonly ReactNode[];
  reverse?: boolean;
  /** Time for one item to pass (ms); the loop lasts items × this. */
  itemMs?: number;
  /** Width of one item, e.g. 'w-[50cqw] min-[480px]:w-[33.333cqw] md:w-[20cqw]'. */
  itemClassName?: string;
  className?: string;
}

/**
 * A CSS-only endless strip. The items are drawn twice so the loop is seamless (the copy is
 * hidden from assistive technology). Pauses on hover, has a pause control, and stands
 * still when the visitor prefers reduced motion.
 */
export function Marquee({ label, items, reverse = false, itemMs = 2000, itemClassName = 'w-48', className }: MarqueeProps) {
  const { controls } = useControls();
  const [paused, setPaused] = useState(false);
  const style = { '--marquee-duration': `${(items.length * itemMs) / 1000}s` } as CSSProperties;
  return (
    <div className={cn('marquee relative @container', className)} data-paused={paused} role="region" aria-label={label}>
      <div className="overflow-hidden">
        <div className="marquee-track flex w-max" data-direction={reverse ? 'reverse' : 'normal'} style={style}>
          {[0, 1].map((copy) => (
            <ul key={copy} className="flex" aria-hidden={copy === 1 ? true : undefined}>
              {items.map((item, index) => (
                <li key={index} className={cn('shrink-0 px-3', itemClassName)} inert={copy === 1 ? true : undefined}>
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <ScriptButton
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        aria-label={controls.pause(label)}
        className="absolute top-1/2 -right-1 grid size-8 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-700 shadow ring-1 ring-ink-200 hover:bg-brand-50 sm:-right-4"
      >
        {paused ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
            <path d="M7 4.5v15l13-7.5z" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
            <rect x="6" y="5" width="4" height="14" rx="1" />
            <rect x="14" y="5" width="4" height="14" rx="1" />
          </svg>
        )}
      </ScriptButton>
    </div>
  );
}
