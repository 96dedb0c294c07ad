import type { ContactFormValues } from '@centre/contracts';
import { useEffect, useRef } from 'react';
import * as contactModule from '../../../content/contact';
import { useContent, useMessages } from '../../../lib/i18n';
import { ContactForm } from './contact-form';
import { ContactPanel } from './contact-panel';

export interface ContactPageProps {
  send?: (values: ContactFormValues) => Promise<boolean>;
}

/** 'Get in Touch': the form beside the contact panel, scrolled into view on load (spec 2). */
export function ContactPage({ send }: ContactPageProps) {
  const { contactContent: content } = useContent('contact', contactModule);
  const { contact: CONTACT_MESSAGES } = useMessages();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section ref={sectionRef} aria-labelledby="contact-title" className="bg-paper py-14 sm:py-20">
      <div className="container-page">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{content.eyebrow}</p>
          <h1 id="contact-title" className="mt-3 text-4xl font-extrabold sm:text-5xl">
            {CONTACT_MESSAGES.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-600">{content.intro}</p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold">{content.formTitle}</h2>
            <ContactForm {...(send ? { send } : {})} />
          </div>
          <ContactPanel />
        </div>
      </div>
    </section>
  );
}
