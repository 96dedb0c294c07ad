import { LinkButton, Section } from '../../../components/ui';
import { aboutPage as page } from '../../../content/about';

export function StayInformed() {
  return (
    <Section title={page.stayInformedTitle} intro={page.stayInformedText} tone="brand">
      <div className="flex flex-wrap justify-center gap-4">
        <LinkButton to={page.brochureFile} download variant="accent" size="lg">
          {page.ui.downloadBrochure}
        </LinkButton>
        <LinkButton to={page.newsletterFile} external variant="light" size="lg">
          {page.ui.newsletter}
          <span className="sr-only"> {page.ui.opensInNewTab}</span>
        </LinkButton>
      </div>
    </Section>
  );
}
