import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image, LinkButton, Picture } from '../../../components/ui';
import { link, paths } from '../../../config/paths';
import * as equipmentContent from '../../../content/equipment';
import { facilityGlyph, labGlyphBeside } from '../../../utils/catalogue';
import { useContent, useFormat } from '../../../lib/i18n';
import type { EquipmentView } from '../equipment-view';

const linkClasses = 'font-medium text-brand-700 underline underline-offset-4';
const pictureClasses = 'aspect-[16/10] h-auto w-full rounded-[var(--radius-card)] object-cover shadow-[var(--shadow-card)]';

/**
 * An equipment page: picture, lab, what it is for, specs, training, and Book Now (or, once it is
 * retired, why it can no longer be booked). `availability` is what the route puts under it (its
 * facility's coming days).
 */
export function EquipmentDetail({ view, availability }: { view: EquipmentView; availability?: ReactNode }) {
  const { equipmentPage: page } = useContent('equipment', equipmentContent);
  const format = useFormat();
  const { lab } = view;
  const labLink = lab.page?.path ?? paths.laboratory;
  const labelled = view.specs.every((spec) => spec.label !== undefined);
  const itemGlyph = facilityGlyph(view.facilityId, view.catalogueCategory);
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
            {lab.page && (
              <>
                <li aria-hidden="true">/</li>
                <li>
                  <Link to={lab.page.path} className="underline-offset-4 hover:underline">
                    {lab.name}
                  </Link>
                </li>
              </>
            )}
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium break-words text-ink-900">
              {view.title}
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <section aria-label={page.ui.gallery} className="grid content-start gap-4">
            {view.photo ? (
              <Image src={view.photo} alt={view.title} width={800} height={500} loading="eager" className={pictureClasses} />
            ) : (
              <Picture
                kind="facilities"
                id={view.facilityId}
                glyph={itemGlyph}
                alt={view.title}
                width={800}
                height={500}
                sizes="(min-width: 1024px) 50vw, 100vw"
                loading="eager"
                className={pictureClasses}
              />
            )}
            <Picture
              kind="labs"
              id={lab.id}
              glyph={labGlyphBeside(lab.id, itemGlyph)}
              alt={page.ui.inTheLab(lab.name)}
              width={640}
              height={400}
              sizes="(min-width: 1024px) 33vw, 66vw"
              className={`${pictureClasses} w-2/3`}
            />
          </section>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{lab.name}</p>
            <h1 id="equipment-title" className="mt-2 text-3xl font-extrabold break-words sm:text-5xl">
              {view.title}
            </h1>
            {view.retired && (
              <div role="status" className="mt-6 rounded-xl border border-accent-500 bg-accent-100 px-4 py-3 text-ink-900">
                <p className="font-bold">{page.ui.retiredTitle}</p>
                <p className="mt-1">{page.ui.retiredText(format.date(view.retired.date, 'long'), view.retired.reason)}</p>
              </div>
            )}
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
              <dt className="font-semibold text-ink-700">{page.ui.category}</dt>
              <dd>{view.category}</dd>
              <dt className="font-semibold text-ink-700">{page.ui.lab}</dt>
              <dd>
                {lab.page ? (
                  <Link to={lab.page.path} className={linkClasses}>
                    {lab.name}
                  </Link>
                ) : (
                  lab.name
                )}
              </dd>
              {!view.retired && (
                <>
                  <dt className="font-semibold text-ink-700">{page.ui.bookableAs}</dt>
                  <dd className="break-words">
                    {view.bookableAs.name}, {view.bookableAs.lab}
                  </dd>
                </>
              )}
              <dt className="font-semibold text-ink-700">{page.ui.training}</dt>
              <dd>
                {view.trainingRequired ? (
                  <>
                    {page.ui.trainingRequired}{' '}
                    <Link to={paths.training} className={linkClasses}>
                      {page.ui.trainingLink}
                    </Link>
                  </>
                ) : (
                  page.ui.trainingNotRequired
                )}
              </dd>
            </dl>
            {view.specs.length > 0 && (
              <>
                <h2 className="mt-8 text-2xl font-bold">{page.ui.specs}</h2>
                {labelled ? (
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                    {view.specs.map((spec) => (
                      <div key={`${spec.label}:${spec.fact}`} className="contents">
                        <dt className="font-semibold text-ink-700">{spec.label}</dt>
                        <dd>{spec.fact}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <ul className="mt-3 list-disc space-y-1 pl-6 break-words">
                    {view.specs.map((spec, index) => (
                      <li key={index}>{spec.label ? `${spec.label}: ${spec.fact}` : spec.fact}</li>
                    ))}
                  </ul>
                )}
              </>
            )}
            {view.purpose !== '' && (
              <>
                <h2 className="mt-8 text-2xl font-bold">{page.ui.usedFor}</h2>
                <p className="mt-3 text-lg break-words whitespace-pre-line text-ink-700">{view.purpose}</p>
              </>
            )}
            <div className="mt-8 flex flex-wrap items-center gap-4">
              {view.retired ? (
                <LinkButton to={labLink} variant="primary" size="lg">
                  {page.ui.otherEquipment}
                </LinkButton>
              ) : (
                <LinkButton to={link.booking(lab.id, view.facilityId)} variant="primary" size="lg">
                  {page.ui.bookNow}
                </LinkButton>
              )}
              {lab.page && !view.retired && (
                <LinkButton to={lab.page.path} variant="ghost" size="lg">
                  {page.ui.backToLab(lab.name)}
                </LinkButton>
              )}
            </div>
            {!view.retired && <p className="mt-4 text-sm text-ink-600">{page.ui.bookingNote}</p>}
            {availability}
          </div>
        </div>
      </div>
    </article>
  );
}
