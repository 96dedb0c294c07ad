import type { ReactNode } from 'react';
import { Accordion, Card, Heading, Image, Section } from '../../../components/ui';
import type { AboutBlock, ContactPerson, Faq, Feature, Figure, Group, Person, SchemeHero, Step } from '../../../content/funding/types';
import { useFormat } from '../../../lib/i18n';

/** Top band of a scheme page: logo, title, tagline, the page's actions and an illustration. */
export function SchemeHeroBand({ hero, children }: { hero: SchemeHero; children?: ReactNode }) {
  return (
    <section aria-labelledby="scheme-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute -top-32 -left-24 size-96 rounded-full bg-brand-700/60 blur-3xl" />
      <div className="container-page relative grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <Image src={hero.logo} alt="" className="size-16 rounded-2xl" loading="eager" />
          <h1 id="scheme-title" className="mt-6 text-4xl font-extrabold sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{hero.tagline}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        <Image src={hero.image} alt="" className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover" loading="eager" />
      </div>
    </section>
  );
}

export function AboutSection({ about }: { about: AboutBlock }) {
  return (
    <Section title={about.title} tone="white">
      <div className="mx-auto max-w-3xl space-y-4 text-lg text-ink-600">
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** Titled cards: key features, eligibility cards, disbursement cards. */
export function FeatureGrid({ title, items, cols = 4, tone = 'paper' }: { title: string; items: readonly Feature[]; cols?: 2 | 3 | 4; tone?: 'paper' | 'white' | 'tint' }) {
  const format = useFormat();
  return (
    <Section title={title} tone={tone}>
      <ul className={`grid gap-6 ${columns[cols]}`}>
        {items.map((item, index) => (
          <Card as="li" key={item.title} className="p-6">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent-100 font-bold text-accent-700">
              {format.number(index + 1)}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function CheckList({ items, tone = 'good' }: { items: readonly string[]; tone?: 'good' | 'bad' }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full text-sm font-bold ${tone === 'good' ? 'bg-teal-600 text-white' : 'bg-ink-700 text-white'}`}
          >
            {tone === 'good' ? '✓' : '×'}
          </span>
          <span className="text-ink-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ListSection({ title, items, tone = 'paper' }: { title: string; items: readonly string[]; tone?: 'paper' | 'white' | 'tint' }) {
  return (
    <Section title={title} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <CheckList items={items} />
      </div>
    </Section>
  );
}

export function UsesSection({ permittedTitle, permitted, restrictedTitle, restricted }: { permittedTitle: string; permitted: readonly string[]; restrictedTitle: string; restricted: readonly string[] }) {
  return (
    <Section aria-label={`${permittedTitle} / ${restrictedTitle}`} tone="white">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6 sm:p-8">
          <Heading level={2} className="mb-6 text-2xl sm:text-3xl">
            {permittedTitle}
          </Heading>
          <CheckList items={permitted} />
        </Card>
        <Card className="p-6 sm:p-8">
          <Heading level={2} className="mb-6 text-2xl sm:text-3xl">
            {restrictedTitle}
          </Heading>
          <CheckList items={restricted} tone="bad" />
        </Card>
      </div>
    </Section>
  );
}

export function StepsSection({ title, steps, stepWord }: { title: string; steps: readonly Step[]; stepWord: string }) {
  const format = useFormat();
  return (
    <Section title={title} tone="tint">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <Card as="li" key={step.step} className="p-6">
            <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">
              {stepWord} {format.number(step.step)}
            </p>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.description}</p>
          </Card>
        ))}
      </ol>
    </Section>
  );
}

export function FiguresSection({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const format = useFormat();
  return (
    <Section title={title} tone="brand">
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-[var(--radius-card)] bg-white/10 p-6 text-center">
            <dt className="mt-2 text-brand-100">{figure.label}</dt>
            <dd className="text-3xl font-extrabold text-accent-300">{format.digits(figure.stat)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function PeopleGrid({ title, people, photoAlt }: { title: string; people: readonly Person[]; photoAlt: (name: string) => string }) {
  return (
    <Section title={title} tone="white">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <Card as="li" key={person.name} className="flex items-center gap-4 p-5">
            <Image src={person.photo} alt={photoAlt(person.name)} className="size-20 shrink-0 rounded-full object-cover" />
            <div>
              <h3 className="font-semibold">{person.name}</h3>
              <p className="text-sm text-ink-600">{person.position}</p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

export function GroupsSection({ title, groups }: { title: string; groups: readonly Group[] }) {
  return (
    <Section title={title} tone="paper">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <Card as="li" key={group.title} className="p-6">
            <h3 className="text-lg font-semibold text-brand-700">{group.title}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-600">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}

/** The scheme FAQ: at most one answer open; clicking the open question closes it. */
export function FaqSection({ title, faqs }: { title: string; faqs: readonly Faq[] }) {
  return (
    <Section title={title} tone="tint">
      <Accordion
        single
        className="mx-auto max-w-3xl"
        items={faqs.map((faq, index) => ({ id: `faq-${index}`, title: faq.question, content: <p>{faq.answer}</p> }))}
      />
    </Section>
  );
}

export function ContactSection({ title, contact, emailWord, photoAlt }: { title: string; contact: ContactPerson; emailWord: string; photoAlt: (name: string) => string }) {
  return (
    <Section title={title} tone="white">
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-6 p-8 text-center sm:flex-row sm:text-left">
        <Image src={contact.photo} alt={photoAlt(contact.name)} className="size-28 shrink-0 rounded-full object-cover" />
        <div>
          <h3 className="text-xl font-semibold">{contact.name}</h3>
          <p className="text-ink-700">{contact.position}</p>
          <p className="text-sm text-ink-600">{contact.department}</p>
          <p className="mt-3">
            <span className="sr-only">{emailWord}: </span>
            <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
              {contact.email}
            </a>
          </p>
        </div>
      </Card>
    </Section>
  );
}
