import type { LabId } from '@centre/contracts';

/** Where the booking form should start for an item: a bookable lab and, when one matches, its facility. */
export interface BookingTarget {
  lab: LabId;
  facility?: string;
}

/** One equipment card of a lab page; its detail page lives at /projects/{slug}. */
export interface EquipmentItem {
  id: number;
  /** The card's detail link, /projects/{slug}. */
  slug: string;
  title: string;
  category: string;
  image: string;
  /** Searchable text; the AI/ML and AR/VR data carry none, so only titles match there. */
  description?: string;
  /** What the item is for: shown on its detail page only, never searched. */
  purpose: string;
  /** Media Lab lenses only. */
  lens?: '35mm' | '50mm';
  booking?: BookingTarget;
}

export interface Slide {
  title: string;
  description: string;
  imageUrl: string;
}

/** What the equipment pages need to know about the lab an item belongs to. */
export interface LabSummary {
  key: 'ai-ml' | 'ar-vr' | 'fab' | 'media' | 'bio';
  name: string;
  path: string;
  /** The lab's picture, reused on its equipment pages. */
  image: string;
}
