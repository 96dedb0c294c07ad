import { Link } from 'react-router';
import { Card, Carousel, Image, LinkButton } from '../../../components/ui';
import type { FundingScheme } from '../../../content/funding/types';
import { useFormat } from '../../../lib/i18n';
import { hasTarget } from '../../../lib/links';

export interface SchemeCardUi {
  officialSite: string;
  checkEligibility: string;
  checkEligibilityLabel: (title: string) => string;
  learnMore: string;
  pointOfContact: string;
  fundedStartups: string;
  visitWebsite: string;
  carouselLabel: (title: string) => string;
  logoAlt: (name: string) => string;
}

/**
 * Six funded startups in view on wide screens, four under 1024 px, three under 768 px and two
 * under 480 px; a slide every 2 s with a 500 ms transition.
 */
export const FUNDED_SLIDE_CLASS = 'basis-1/2 min-[480px]:basis-1/3 md:basis-1/4 lg:basis-1/6';

export function SchemeCard({ scheme, ui }: { scheme: FundingScheme; ui: SchemeCardUi }) {
  const headingId = `scheme-${scheme.id}`;
  const format = useFormat();
  return (
    <Card as="article" aria-labelledby={headingId} className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row">
        <Image src={scheme.logo} alt={ui.logoAlt(scheme.title)} className="size-24 shrink-0 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-2xl font-bold">
            <Link to={scheme.page} className="hover:text-brand-700 hover:underline">
              {scheme.title}
            </Link>
          </h2>
          <p className="mt-3 text-ink-600">{scheme.description}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <LinkButton to={scheme.eligibility} download variant="primary" size="sm" aria-label={ui.checkEligibilityLabel(scheme.title)}>
              {ui.checkEligibility}
            </LinkButton>
            <LinkButton to={scheme.website} external variant="outline" size="sm" aria-label={`${ui.officialSite}: ${scheme.title}`}>
              {ui.officialSite}
            </LinkButton>
            <LinkButton to={scheme.page} variant="ghost" size="sm" aria-label={`${ui.learnMore}: ${scheme.title}`}>
              {ui.learnMore} →
            </LinkButton>
          </div>
          <div className="mt-5 rounded-2xl bg-brand-50 p-4 text-sm">
            <p className="font-semibold text-brand-800">{ui.pointOfContact}</p>
            <p className="mt-1 text-ink-700">
              {scheme.pointofcontact.name} ·{' '}
              <a href={`mailto:${scheme.pointofcontact.email}`} className="font-medium text-brand-700 underline underline-offset-2">
                {scheme.pointofcontact.email}
              </a>{' '}
              · <a href={`tel:${scheme.pointofcontact.phone.replace(/\s/g, '')}`} className="text-brand-700 underline underline-offset-2">{scheme.pointofcontact.phone}</a>
            </p>
          </div>
        </div>
      </div>
      <h3 className="mt-8 mb-4 text-lg font-semibold">{ui.fundedStartups}</h3>
      <Carousel
        label={ui.carouselLabel(scheme.title)}
        autoplayMs={2000}
        transitionMs={500}
        showDots={false}
        showArrows
        slideClassName={FUNDED_SLIDE_CLASS}
        slides={scheme.fundstartups.map((startup) => (
          <div key={startup.startuptitle} className="h-full px-2">
            <div className="flex h-full flex-col items-center rounded-2xl p-3 text-center ring-1 ring-ink-100">
              <Image src={startup.logo} alt={ui.logoAlt(startup.startuptitle)} className="size-16 rounded-xl" />
              <p className="mt-2 text-sm font-semibold">{startup.startuptitle}</p>
              <p className="mt-1 text-xs text-ink-600">{format.digits(startup.fundAmt)}</p>
              {hasTarget(startup.website) && (
                <a
                  href={startup.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto pt-2 text-xs font-semibold text-brand-700 underline underline-offset-2"
                  aria-label={`${ui.visitWebsite}: ${startup.startuptitle}`}
                >
                  {ui.visitWebsite}
                </a>
              )}
            </div>
          </div>
        ))}
      />
    </Card>
  );
}
