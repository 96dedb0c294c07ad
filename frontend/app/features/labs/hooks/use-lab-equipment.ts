import { catalogueFacility, isFacilityCategory, locateFacility, type Lab, type LabId } from '@centre/contracts';
import { useMemo } from 'react';
import * as equipmentContent from '../../../content/equipment';
import type { EquipmentItem } from '../../../content/labs/types';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { useContent } from '../../../lib/i18n';

/** Keys of the cards added from the catalogue, clear of the lab pages' own item ids. */
const ADDED_KEYS_FROM = 100_000;

export interface LabEquipment {
  /** The page's items in the visitor's language, then the lab's facilities added in the console. */
  items: readonly EquipmentItem[];
  /** The same, in English, in the same order (what the chips compare). */
  englishItems: readonly EquipmentItem[];
  /** Whether a card's facility can be booked now (a retired one keeps its card, without Book Now). */
  bookable: (item: EquipmentItem) => boolean;
  /** The catalogue's category of a card's facility (what its drawing shows). */
  catalogueCategory: (item: EquipmentItem) => string | undefined;
}

/** A facility the console added, as a card: its page is /projects/{its id}. */
const cardOf = (facility: Lab['facilities'][number], index: number, category: string): EquipmentItem => ({
  id: ADDED_KEYS_FROM + index,
  slug: facility.id,
  facility: facility.id,
  title: facility.name,
  category,
  purpose: '',
});

/**
 * A lab page's equipment as the current catalogue has it: the page's own items (prerendered), and,
 * once the catalogue has answered, the lab's facilities added in the console after them. Items
 * that go out only with another (cables, cards) are not cards of their own.
 */
export function useLabEquipment(labId: LabId, items: readonly EquipmentItem[], englishItems: readonly EquipmentItem[]): LabEquipment {
  const labs = useCurrentCatalogue();
  const { facilityCategories } = useContent('equipment', equipmentContent);
  return useMemo(() => {
    const lab = labs.find((l) => l.id === labId);
    const added = (lab?.facilities ?? []).filter((f) => !locateFacility(f.id) && !f.lentWithAnother);
    const categoryOf = (category: string): string => (isFacilityCategory(category) ? facilityCategories[category] : category);
    const english = (category: string): string => (isFacilityCategory(category) ? equipmentContent.facilityCategories[category] : category);
    return {
      items: [...items, ...added.map((f, i) => cardOf(f, i, categoryOf(f.category)))],
      englishItems: [...englishItems, ...added.map((f, i) => cardOf(f, i, english(f.category)))],
      bookable: (item) => catalogueFacility(labs, item.facility) !== undefined,
      catalogueCategory: (item) => catalogueFacility(labs, item.facility)?.facility.category,
    };
  }, [labs, labId, items, englishItems, facilityCategories]);
}
