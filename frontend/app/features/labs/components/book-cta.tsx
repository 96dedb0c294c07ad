import { LinkButton } from '../../../components/ui';
import { AvailabilityLink } from './availability-link';

export interface BookCtaProps {
  title: string;
  text: string;
  label: string;
  to: string;
  /** The lab whose week of availability is linked beside the button. */
  lab?: string;
}

/** The closing call to action of a lab page. */
export function BookCta({ title, text, label, to, lab }: BookCtaProps) {
  return (
    <section aria-labelledby="book-cta-title" className="bg-brand-50 py-16">
      <div className="container-page flex flex-col items-center gap-5 text-center">
        <h2 id="book-cta-title" className="text-3xl font-bold">
          {title}
        </h2>
        <p className="max-w-xl text-lg text-ink-600">{text}</p>
        <div className="flex flex-wrap justify-center gap-4">
          <LinkButton to={to} variant="primary" size="lg">
            {label}
          </LinkButton>
          {lab && <AvailabilityLink lab={lab} />}
        </div>
      </div>
    </section>
  );
}
