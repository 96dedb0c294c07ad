import { Image, Section } from '../../../components/ui';
import * as aboutContent from '../../../content/about';
import type { Award } from '../../../content/about';
import { useContent } from '../../../lib/i18n';

export function Awards() {
  const { aboutPage: page, internationalAwards, nationalAwards } = useContent('about', aboutContent);
  return (
    <Section title={page.awardsTitle} tone="tint">
      <div className="grid gap-10 lg:grid-cols-2">
        <AwardList title={page.internationalTitle} items={internationalAwards} />
        <AwardList title={page.nationalTitle} items={nationalAwards} />
      </div>
    </Section>
  );
}

function AwardList({ title, items }: { title: string; items: readonly Award[] }) {
  return (
    <div>
      <h3 className="text-2xl font-semibold">{title}</h3>
      <ul aria-label={title} className="mt-5 grid gap-4">
        {items.map((award) => (
          <li
            key={award.id}
            className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-[var(--shadow-card)]"
          >
            <Image src={award.icon} alt="" className="size-12 shrink-0 bg-transparent" />
            <span className="font-medium">{award.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
