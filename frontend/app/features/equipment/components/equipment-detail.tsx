import { locateFacility } from '@centre/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton, Picture } from '../../../components/ui';
import { paths } from '../../../config/paths';
import * as equipmentContent from '../../../content/equipment';
import type { EquipmentEntry } from '../../../content/equipment';
import { bookingLinkFor, facilityGlyph, labGlyph } from '../../../utils/catalogue';
import { useContent } from '../../../lib/i18n';

/**
 * An item's page; `entry` may be the English one, its words are shown in the visitor's language.
 * `availability` is what the route puts under the booking button (its facility's coming days).
 */
export function EquipmentDetail({ entry, availability }: { entry: EquipmentEntry; availability?: ReactNode }) {
  const { EQUIPMENT, equipmentPage: page } = useContent('equipment', equipmentContent);
  const { item, lab } = EQUIPMENT.find((local) => local.item.slug === entry.item.slug) ?? entry;
  // The catalogue decides where it is booked and whether it needs training, not the page.
  const found = locateFacility(entry.item.facility);
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
            <Picture
              kind="facilities"
              id={entry.item.facility}
              glyph={facilityGlyph(entry.item.facility)}
              alt={item.title}
              width={800}
              height={500}
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading="eager"
              className="aspect-[16/10] h-auto w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
            />
            <Picture
              kind="labs"
              id={lab.labId}
              glyph={labGlyph(lab.labId)}
              alt={page.ui.inTheLab(lab.name)}
              width={640}
              height={400}
              sizes="(min-width: 1024px) 33vw, 66vw"
              className="aspect-[16/10] h-auto w-2/3 rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]"
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
              {found && (
                <>
                  <dt className="font-semibold text-ink-700">{page.ui.bookableAs}</dt>
                  <dd>
                    {found.facility.name}, {found.lab.name}
                  </dd>
                  <dt className="font-semibold text-ink-700">{page.ui.training}</dt>
                  <dd>
                    {found.facility.trainingRequired ? (
                      <>
                        {page.ui.trainingRequired}{' '}
                        <Link
                          to={paths.training}
                          className="font-medium text-brand-700 underline underline-offset-4"
                        >
                          {page.ui.trainingLink}
                        </Link>
                      </>
                    ) : (
                      page.ui.trainingNotRequired
                    )}
                  </dd>
                </>
              )}
            </dl>
            {item.specs && item.specs.length > 0 && (
              <>
                <h2 className="mt-8 text-2xl font-bold">{page.ui.specs}</h2>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                  {item.specs.map((spec) => (
                    <div key={spec.label} className="contents">
                      <dt className="font-semibold text-ink-700">{spec.label}</dt>
                      <dd>{spec.fact}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
            <h2 className="mt-8 text-2xl font-bold">{page.ui.usedFor}</h2>
            <p className="mt-3 text-lg text-ink-700">{item.purpose}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <LinkButton to={bookingLinkFor(entry.item.facility)} variant="primary" size="lg">
                {page.ui.bookNow}
              </LinkButton>
              <LinkButton to={lab.path} variant="ghost" size="lg">
                {page.ui.backToLab(lab.name)}
              </LinkButton>
            </div>
            <p className="mt-4 text-sm text-ink-600">{page.ui.bookingNote}</p>
            {availability}
          </div>
        </div>
      </div>
    </article>
  );
}
