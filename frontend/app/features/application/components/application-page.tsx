import * as applicationModule from '../../../content/application';
import { useContent } from '../../../lib/i18n';
import { ApplicationWizard, type ApplicationWizardProps } from './application-wizard';

/** /incubationform: the page around the wizard. */
export function ApplicationPage(props: ApplicationWizardProps) {
  const { applicationContent: content } = useContent('application', applicationModule);
  return (
    <section aria-labelledby="application-title" className="bg-paper py-14 sm:py-20">
      <div className="container-page max-w-4xl">
        <header className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{content.eyebrow}</p>
          <h1 id="application-title" className="mt-3 text-4xl font-extrabold sm:text-5xl">
            {content.title}
          </h1>
          <p className="mt-4 text-lg text-ink-600">{content.intro}</p>
        </header>
        <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-10">
          <ApplicationWizard {...props} />
        </div>
      </div>
    </section>
  );
}
