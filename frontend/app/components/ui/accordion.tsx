import { useId, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { ScriptButton } from './button';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** At most one panel open at a time; opening one closes the other. */
  single?: boolean;
  /** Heading level wrapping each trigger. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Disclosure list. Clicking an open item closes it; panels animate over 0.3 s. */
export function Accordion({ items, single = false, headingLevel = 3, className }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string): void =>
    setOpen((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return single ? new Set([id]) : new Set(current).add(id);
    });

  return (
    <div className={cn('divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100', className)}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <ScriptButton
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50"
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={cn('size-5 shrink-0 text-brand-700 transition-transform duration-300', expanded && 'rotate-180')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </ScriptButton>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              inert={!expanded}
              data-state={expanded ? 'open' : 'closed'}
              className={cn(
                'grid transition-[grid-template-rows] duration-300 ease-out',
                expanded ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
              )}
            >
              <div className="overflow-hidden">
                <div className="px-5 pb-5 text-ink-600">{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
