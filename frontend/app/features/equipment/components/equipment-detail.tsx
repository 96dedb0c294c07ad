import { findFacility, findLab } from '@centre/contracts';
import { Link } from 'react-router';
import { Image, LinkButton } from '../../../components/ui';
import { link, paths } from '../../../config/paths';
import * as equipmentContent from '../../../content/equipment';
import type { EquipmentEntry } from '../../../content/equipment';
import { useContent } from '../../../lib/i18n';

/** The booking form's address for an item: its lab and facility when the catalogue has them. */
export const bookingLinkFor = ({ item }: EquipmentEntry): string => {
  const target = item.booking;
  if (!target || !findLab(target.lab)) return paths.booking;
  const facility =
    target.facility && findFacility(target.lab, target.facility) ? target.facility : undefined;
  return link.booking(target.lab, facility);
};

/** An item's page; `entry` may be the English one, its words are shown in the visitor's language. */
export function EquipmentDetail({ entry }: { entry: EquipmentEntry }) {
  const { EQUIPMENT, equipmentPage: page } = useContent('equipment', equipmentContent);
  const { item, lab } = EQUIPMENT.find((local) => local.item.slug === entry.item.slug) ?? entry;
  const bookable = item.booking ? findLab(item.booking.lab) : undefined;
  const facility =
    item.booking?.facility && bookable
      ? findFacility(bookable.id, item.booking.facility)
      : undefined;
  return (
    <article aria-labelledby="equipment-title" className="bg-paper py-12 sm:py-16">
      <div className="container-page">
        <nav aria-label={page.ui.breadcrumb} className="text-sm text-ink-600">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link to={paths.laboratory} className="underline-offset-4 hover:underline">
                {page.ui.laboratory}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={lab.path} className="underline-offset-4 hover:underline">
                {lab.name}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-ink-900">
              {item.title}
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <section aria-label={page.ui.gallery} className="grid gap-4">
            <Image
              src={item.image}
              alt={item.title}
              loading="eager"
              className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
            />
            <Image
              src={lab.image}
              alt={page.ui.inTheLab(lab.name)}
              className="aspect-[16/10] w-2/3 rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
            />
          </section>
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">
              {lab.name}
            </p>
            <h1 id="equipment-title" className="mt-2 text-3xl font-extrabold break-words sm:text-5xl">
              {item.title}
            </h1>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
              <dt className="font-semibold text-ink-700">{page.ui.category}</dt>
              <dd>{item.category}</dd>
              <dt className="font-semibold text-ink-700">{page.ui.lab}</dt>
              <dd>
                <Link
                  to={lab.path}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {lab.name}
                </Link>
              </dd>
              {facility && bookable && (
                <>
                  <dt className="font-semibold text-ink-700">{page.ui.bookableAs}</dt>
                  <dd>
                    {facility.name}, {bookable.name}
                  </dd>
                </>
              )}
            </dl>
            <h2 className="mt-8 text-2xl font-bold">{page.ui.usedFor}</h2>
            <p className="mt-3 text-lg text-ink-700">{item.purpose}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <LinkButton to={bookingLinkFor(entry)} variant="primary" size="lg">
                {page.ui.bookNow}
              </LinkButton>
              <LinkButton to={lab.path} variant="ghost" size="lg">
                {page.ui.backToLab(lab.name)}
              </LinkButton>
            </div>
            <p className="mt-4 text-sm text-ink-600">{page.ui.bookingNote}</p>
          </div>
        </div>
      </div>
    </article>
  );
}
