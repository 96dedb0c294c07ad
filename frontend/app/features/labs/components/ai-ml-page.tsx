import { Image, Section } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as aiMlContent from '../../../content/labs/ai-ml';
import { useContent } from '../../../lib/i18n';
import { BookCta } from './book-cta';
import { choices } from './choices';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';

export function AiMlPage() {
  const { aiMlCategories, aiMlEquipment, aiMlPage: page } = useContent('labs/ai-ml', aiMlContent);
  return (
    <>
      <LabHeader
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        slides={page.slides}
        carouselLabel={page.ui.carousel}
      />
      <EquipmentBrowser
        labId={aiMlContent.aiMlLab.labId}
        title={page.equipmentTitle}
        intro={page.equipmentIntro}
        items={aiMlEquipment}
        englishItems={aiMlContent.aiMlEquipment}
        categories={choices(aiMlContent.aiMlCategories, aiMlCategories)}
        searchIn="title-or-description"
        ui={page.ui}
      />
      <Section title={page.membershipTitle} intro={page.membershipText} tone="paper">
        <Image
          src={page.membershipImage}
          alt={page.membershipImageAlt}
          className="mx-auto w-full max-w-3xl rounded-[var(--radius-card)]"
        />
      </Section>
      <BookCta
        title={page.ctaTitle}
        text={page.ctaText}
        label={page.ui.bookNow}
        to={link.booking(aiMlContent.aiMlLab.labId)}
        lab={aiMlContent.aiMlLab.labId}
      />
    </>
  );
}
