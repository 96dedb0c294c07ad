import { cn } from '../../../components/ui/cn';
import { useActiveSection } from '../hooks/use-active-section';

export interface DotNavProps<T extends string> {
  label: string;
  ids: readonly T[];
  labels: Record<T, string>;
}

/** Side navigation of the festival: one dot per section, the active one follows the scroll. */
export function DotNav<T extends string>({ label, ids, labels }: DotNavProps<T>) {
  const active = useActiveSection(ids);
  return (
    <nav aria-label={label} className="fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 md:block">
      <ul className="flex flex-col gap-1 rounded-full bg-ink-900/85 px-1.5 py-3">
        {ids.map((id) => {
          const current = id === active;
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-label={labels[id]}
                aria-current={current ? 'location' : undefined}
                className="group relative grid size-7 place-items-center rounded-full"
              >
                <span className={cn('block rounded-full transition-all duration-300', current ? 'size-3.5 bg-accent-400' : 'size-2.5 bg-white/70 group-hover:bg-white')} />
                <span className="pointer-events-none absolute right-9 rounded-md bg-ink-900 px-2 py-1 text-xs whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  {labels[id]}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
