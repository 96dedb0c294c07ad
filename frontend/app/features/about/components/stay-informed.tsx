import { LinkButton, Section } from '../../../components/ui';
import * as aboutContent from '../../../content/about';
import { useContent } from '../../../lib/i18n';

export function StayInformed() {
  const { aboutPage: page } = useContent('about', aboutContent);
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
