import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui';
import * as equipmentContent from '../../../content/equipment';
import type { EquipmentEntry } from '../../../content/equipment';
import { useContent } from '../../../lib/i18n';
import { useFacilityPage } from '../api/facility-page-api';
import { viewOfEntry, viewOfPage } from '../equipment-view';
import { EquipmentDetail } from './equipment-detail';

/**
 * A spec item's page: prerendered from its words, then brought up to date with the current
 * catalogue once the page runs (only what the console changed moves). Without an answer the
 * prerendered page stands.
 */
export function SpecEquipmentPage({ entry, availability }: { entry: EquipmentEntry; availability?: ReactNode }) {
  const { EQUIPMENT } = useContent('equipment', equipmentContent);
  const local = EQUIPMENT.find((e) => e.item.slug === entry.item.slug) ?? entry;
  const { state } = useFacilityPage(entry.item.facility);
  return <EquipmentDetail view={viewOfEntry(local, state.kind === 'found' ? state.page : undefined)} availability={availability} />;
}

/**
 * The page of a facility without a prerendered one (added in the console): drawn from the current
 * catalogue once it answers. `notFound` is what an id the catalogue never had shows.
 */
export function CatalogueEquipmentPage({
  facilityId,
  availability,
  notFound,
  siteName,
}: {
  facilityId: string;
  availability?: ReactNode;
  notFound: ReactNode;
  siteName: string;
}) {
  const { equipmentPage: page, facilityCategories, labPageOf } = useContent('equipment', equipmentContent);
  const { state, retry } = useFacilityPage(facilityId);
  const view = state.kind === 'found' ? viewOfPage(state.page, labPageOf(state.page.lab.id), (c) => facilityCategories[c]) : undefined;
  // The route's meta is written before the catalogue answers: the title follows the answer.
  const title = view && `${view.title} | ${view.lab.name} | ${siteName}`;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (state.kind === 'missing') return <>{notFound}</>;
  if (view) return <EquipmentDetail view={view} availability={availability} />;
  return (
    <section aria-busy={state.kind === 'loading'} className="bg-paper py-12 sm:py-16">
      <div className="container-page min-h-[60vh]">
        {state.kind === 'loading' ? (
          <p role="status" className="text-lg text-ink-600">
            {page.ui.loading}
          </p>
        ) : (
          <div role="alert" className="flex flex-col items-start gap-4">
            <p className="text-lg text-red-800">{page.ui.unreachable}</p>
            <Button onClick={retry}>{page.ui.tryAgain}</Button>
          </div>
        )}
      </div>
    </section>
  );
}
