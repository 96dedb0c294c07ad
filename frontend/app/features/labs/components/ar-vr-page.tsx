import { LinkButton, Section } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as arVrContent from '../../../content/labs/ar-vr';
import { useContent } from '../../../lib/i18n';
import { BookCta } from './book-cta';
import { choices } from './choices';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';

export function ArVrPage() {
  const { arVrCategories, arVrEquipment, arVrPage: page } = useContent('labs/ar-vr', arVrContent);
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
        labId={arVrContent.arVrLab.labId}
        title={page.equipmentTitle}
        intro={page.equipmentIntro}
        items={arVrEquipment}
        englishItems={arVrContent.arVrEquipment}
        categories={choices(arVrContent.arVrCategories, arVrCategories)}
        searchIn="title-or-description"
        ui={page.ui}
      />
      <Section title={page.applyTitle} intro={page.applyText} tone="paper">
        <div className="flex justify-center">
          <LinkButton to={link.booking(arVrContent.arVrLab.labId)} variant="accent" size="lg">
            {page.ui.applyNow}
          </LinkButton>
        </div>
      </Section>
      <BookCta
        title={page.ctaTitle}
        text={page.ctaText}
        label={page.ui.bookNow}
        to={link.booking(arVrContent.arVrLab.labId)}
        lab={arVrContent.arVrLab.labId}
      />
    </>
  );
}
