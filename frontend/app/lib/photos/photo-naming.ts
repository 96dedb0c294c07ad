/**
 * The one naming rule of the centre's photographs, read by the build's image step and by the
 * pages. A photograph is `frontend/photos/<kind>/<id>.<jpg|jpeg|png|webp|avif|tif|tiff>`, where
 * `<id>` is the item's id as the catalogue or the content module spells it, in lower case. An
 * item that shows a second picture (an innovation team) names it `<id>-2`.
 */
export const PHOTO_KINDS = ['labs', 'facilities', 'people', 'events', 'startups', 'teams'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export const PHOTO_SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff'] as const;

/** Widths the build makes of every photograph (never wider than the original). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Formats the build makes, best first; the last one is the fallback every browser shows. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const photoMime = (format: PhotoFormat): string => MIME[format];

/** Where the site serves the photographs the build made. */
export const PHOTO_URL_ROOT = '/photos';

/** An id as the file name holds it: catalogue ids such as `FabricationLab` become `fabricationlab`. */
export const photoId = (id: string): string => id.toLowerCase();

export const photoKey = (kind: PhotoKind, id: string): string => `${kind}/${photoId(id)}`;

const ID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** A source file's place in the folder (`people/aditya-pawar.jpg`) → its key, or why it is not a photograph. */
export function parsePhotoSource(relativePath: string): { key: string; kind: PhotoKind; id: string } | { error: string } {
  const parts = relativePath.split(/[\\/]/);
  if (parts.length !== 2) return { error: `${relativePath}: a photograph lives at <kind>/<id>.<ext>` };
  const [kind, file] = parts as [string, string];
  if (!(PHOTO_KINDS as readonly string[]).includes(kind)) {
    return { error: `${relativePath}: "${kind}" is not one of ${PHOTO_KINDS.join(', ')}` };
  }
  const dot = file.lastIndexOf('.');
  const id = file.slice(0, dot);
  const extension = file.slice(dot + 1).toLowerCase();
  if (dot <= 0 || !(PHOTO_SOURCE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { error: `${relativePath}: a photograph is one of ${PHOTO_SOURCE_EXTENSIONS.join(', ')}` };
  }
  if (!ID.test(id)) return { error: `${relativePath}: the name is the item's id in lower case (letters, digits, hyphens)` };
  return { key: `${kind}/${id}`, kind: kind as PhotoKind, id };
}

/** The URL of one made variant: `/photos/people/aditya-pawar-640.avif`. */
export const photoVariantUrl = (key: string, width: number, format: PhotoFormat): string =>
  `${PHOTO_URL_ROOT}/${key}-${width}.${EXTENSION[format]}`;

/** What the build knows of one photograph: enough to write `<picture>` with no layout shift. */
export interface Photo {
  /** The original's proportions; the widest variant's size. */
  width: number;
  height: number;
  /** The widths made, ascending. */
  widths: readonly number[];
  /** A tiny blurred version as a data URL, shown until the photograph arrives. */
  placeholder: string;
}

export type PhotoManifest = Readonly<Record<string, Photo>>;

/** The widths to make of an original `width` pixels wide: every standard one below it, and the original's own when narrower than all. */
export const widthsFor = (width: number): number[] => {
  const below = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return below.length > 0 ? below : [width];
};

export const srcSet = (key: string, photo: Photo, format: PhotoFormat): string =>
  photo.widths.map((width) => `${photoVariantUrl(key, width, format)} ${width}w`).join(', ');
