import { useState } from 'react';
import { Button, Image, OutLink, Section } from '../../../components/ui';
import * as aboutContent from '../../../content/about';
import { PUBLICATIONS_INITIAL, type PressLink } from '../../../content/about';
import { useContent } from '../../../lib/i18n';
import { hasTarget } from '../../../lib/links';

export function Publications() {
  const { aboutPage: page, pressEvents, pressStartups } = useContent('about', aboutContent);
  return (
    <Section title={page.publicationsTitle} intro={page.publicationsIntro} tone="white">
      <div className="grid gap-10 lg:grid-cols-2">
        <PressList title={page.ui.startupsAndProjects} items={pressStartups} />
        <PressList title={page.ui.event} items={pressEvents} />
      </div>
    </Section>
  );
}

/** Five links first; 'View All' shows the rest and turns into 'Show Less'. */
function PressList({ title, items }: { title: string; items: readonly PressLink[] }) {
  const { aboutPage: page } = useContent('about', aboutContent);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, PUBLICATIONS_INITIAL);
  return (
    <section
      aria-label={title}
      className="rounded-[var(--radius-card)] bg-paper p-6 ring-1 ring-ink-100"
    >
      <h3 className="text-2xl font-semibold">{title}</h3>
      <ul className="mt-5 divide-y divide-ink-100">
        {shown.map((item) => (
          <li key={item.id}>
            <OutLink
              href={item.link}
              className="flex items-center gap-4 py-3 hover:text-brand-700"
            >
              <Image src={item.icon} alt="" className="size-10 shrink-0 rounded-lg" />
              <span>
                <span className="font-medium">{item.name}</span>
                <span className="block text-sm text-ink-600">
                  {item.source}
                  {hasTarget(item.link) && <span className="sr-only"> {page.ui.opensInNewTab}</span>}
                </span>
              </span>
            </OutLink>
          </li>
        ))}
      </ul>
      {items.length > PUBLICATIONS_INITIAL && (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          aria-expanded={expanded}
          aria-label={`${expanded ? page.ui.showLess : page.ui.viewAll}: ${title}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? page.ui.showLess : page.ui.viewAll}
        </Button>
      )}
    </section>
  );
}
