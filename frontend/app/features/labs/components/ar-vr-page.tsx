import { LinkButton, Section } from '../../../components/ui';
import { paths } from '../../../config/paths';
import {
  AR_VR_ALL,
  arVrCategories,
  arVrEquipment,
  arVrPage as page,
} from '../../../content/labs/ar-vr';
import { BookCta } from './book-cta';
import { EquipmentBrowser } from './equipment-browser';
import { LabHeader } from './lab-header';

export function ArVrPage() {
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
        items={arVrEquipment}
        categories={arVrCategories}
        allLabel={AR_VR_ALL}
        searchIn="title-or-description"
        ui={page.ui}
      />
      <Section title={page.applyTitle} intro={page.applyText} tone="paper">
        <div className="flex justify-center">
          <LinkButton to={paths.booking} variant="accent" size="lg">
            {page.ui.applyNow}
          </LinkButton>
        </div>
      </Section>
      <BookCta
        title={page.ctaTitle}
        text={page.ctaText}
        label={page.ui.bookNow}
        to={paths.booking}
      />
    </>
  );
}
