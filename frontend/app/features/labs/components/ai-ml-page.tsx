import { Image, Section } from '../../../components/ui';
import { link } from '../../../config/paths';
import {
  AI_ML_ALL,
  aiMlCategories,
  aiMlEquipment,
  aiMlPage as page,
} from '../../../content/labs/ai-ml';
import { BookCta } from './book-cta';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';

export function AiMlPage() {
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
        title={page.equipmentTitle}
        intro={page.equipmentIntro}
        items={aiMlEquipment}
        categories={aiMlCategories}
        allLabel={AI_ML_ALL}
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
        to={link.booking('SmacLab')}
      />
    </>
  );
}
