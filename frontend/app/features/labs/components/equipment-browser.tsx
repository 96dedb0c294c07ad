import type { LabId } from '@centre/contracts';
import { useId, useState } from 'react';
import { Pager, SearchBox, Section } from '../../../components/ui';
import type { EquipmentItem } from '../../../content/labs/types';
import { matchesText, usePagedList } from '../../../hooks/use-paged-list';
import { useLabEquipment } from '../hooks/use-lab-equipment';
import { ChoiceChips, type Choice } from './choices';
import { EquipmentCard } from './equipment-card';

/** A second-level filter shown for one category only (the Media Lab's lens dropdown). */
export interface SubFilter {
  /** The English category it belongs to. */
  category: string;
  label: string;
  /** 'All' first; ids are the English values `value` returns. */
  options: readonly Choice[];
  /** The value of an item, read from the English item. */
  value: (item: EquipmentItem) => string | undefined;
}

export interface EquipmentBrowserProps {
  /** The bookable lab the page shows: its facilities added in the console join the cards. */
  labId: LabId;
  title: string;
  intro?: string;
  /** The items in the visitor's language: what the cards show and the search matches. */
  items: readonly EquipmentItem[];
  /** The same items in English, in the same order: their categories are what the chips compare. */
  englishItems: readonly EquipmentItem[];
  /** Chips, 'All' first; ids are the English categories. */
  categories: readonly Choice[];
  /** Fields the search matches. */
  searchIn: 'title' | 'title-or-description';
  /** Changing the category goes back to page 1 (the Fab Lab only). */
  resetPageOnCategory?: boolean;
  clearable?: boolean;
  pageSize?: number;
  subFilter?: SubFilter;
  ui: {
    search: string;
    searchPlaceholder: string;
    chips: string;
    pager: string;
    checkDetails: string;
    bookNow: string;
  };
}

/** Searchable, filterable, paged equipment cards of a lab page. */
export function EquipmentBrowser({
  labId,
  title,
  intro,
  items: pageItems,
  englishItems: pageEnglishItems,
  categories,
  searchIn,
  resetPageOnCategory = false,
  clearable = false,
  pageSize = 4,
  subFilter,
  ui,
}: EquipmentBrowserProps) {
  const { items, englishItems, bookable, catalogueCategory } = useLabEquipment(labId, pageItems, pageEnglishItems);
  const allCategories = categories[0]?.id ?? '';
  const allSubs = subFilter?.options[0]?.id ?? '';
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(allCategories);
  const [sub, setSub] = useState(allSubs);
  const selectId = useId();

  const subActive = subFilter !== undefined && category === subFilter.category;
  const filtered = items.filter((item, index) => {
    const english = englishItems[index] ?? item;
    return (
      matchesText(
        query,
        item.title,
        searchIn === 'title-or-description' ? item.description : undefined,
      ) &&
      (category === allCategories || english.category === category) &&
      (!subActive || sub === allSubs || subFilter.value(english) === sub)
    );
  });
  const { page, pageCount, visible, goTo, reset, listRef } = usePagedList(filtered, pageSize);

  const chooseCategory = (next: string): void => {
    setCategory(next);
    setSub(allSubs);
    if (resetPageOnCategory) reset();
  };

  return (
    <Section title={title} intro={intro} tone="white">
      <div className="flex flex-col gap-5">
        <SearchBox
          label={ui.search}
          placeholder={ui.searchPlaceholder}
          value={query}
          onChange={setQuery}
          clearable={clearable}
        />
        <div className="flex flex-wrap items-center gap-4">
          <ChoiceChips
            label={ui.chips}
            options={categories}
            value={category}
            onChange={chooseCategory}
          />
          {subActive && (
            <div className="flex items-center gap-2">
              <label htmlFor={selectId} className="text-sm font-medium text-ink-700">
                {subFilter.label}
              </label>
              <select
                id={selectId}
                value={sub}
                onChange={(event) => setSub(event.target.value)}
                className="rounded-full border border-ink-200 bg-white px-4 py-1.5 text-sm"
              >
                {subFilter.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </div>
      <div ref={listRef} className="scroll-mt-24">
        <ul aria-label={title} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {visible.map((item) => (
            <EquipmentCard
              key={item.id}
              item={item}
              labId={labId}
              catalogueCategory={catalogueCategory(item)}
              checkDetails={ui.checkDetails}
              bookNow={bookable(item) ? ui.bookNow : undefined}
            />
          ))}
        </ul>
      </div>
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={goTo}
        label={ui.pager}
        className="mt-10"
      />
    </Section>
  );
}
