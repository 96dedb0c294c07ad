import type { LabId } from '@centre/contracts';

/** One equipment card of a lab page; its detail page lives at /projects/{slug}. */
export interface EquipmentItem {
  id: number;
  /** The card's detail link, /projects/{slug}. */
  slug: string;
  /** The catalogue facility it is (contracts): its lab, its booking, its training flag. */
  facility: string;
  /** In English the catalogue's name of the facility; an edition translates it. */
  title: string;
  category: string;
  /** Searchable text; the AI/ML and AR/VR data carry none, so only titles match there. */
  description?: string;
  /** What the item is for: shown on its detail page only, never searched. */
  purpose: string;
  /** Media Lab lenses only. */
  lens?: '35mm' | '50mm';
  /** Facts of the machine shown on its equipment page (label and value, both translatable). */
  specs?: readonly { label: string; fact: string }[];
}

export interface Slide {
  title: string;
  description: string;
  imageUrl: string;
}

/** What the equipment pages need to know about the lab an item belongs to. */
export interface LabSummary {
  key: 'ai-ml' | 'ar-vr' | 'fab' | 'media' | 'bio';
  /** The bookable lab of the catalogue this page shows. */
  labId: LabId;
  name: string;
  path: string;
}
