import { photoFor } from '../../lib/photos/photos';
import { PHOTO_FORMATS, photoMime, photoVariantUrl, srcSet, type PhotoKind } from '../../lib/photos/photo-naming';
import { cn } from './cn';
import { Illustration, type IllustrationProps } from './illustration';

export interface PictureProps extends Pick<IllustrationProps, 'glyph' | 'label' | 'portrait'> {
  /** Which folder of `frontend/photos/` the item's photograph would be in. */
  kind: PhotoKind;
  /** The item's id: the photograph's file name, and the drawing's seed until there is one. */
  id: string;
  /** The accessible name; '' for a picture beside a heading that already names the item. */
  alt: string;
  /** The box's proportions in pixels: set on the element so nothing moves when it loads. */
  width: number;
  height: number;
  /** How wide the picture is shown, for the browser's choice among the made widths. */
  sizes?: string;
  /** 'eager' for a picture in the first screen (the largest one is the page's first paint). */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * An item's picture: the centre's photograph when it has added one (in AVIF, WebP or JPEG at
 * the width the screen needs, over a blurred placeholder), else a drawing made from the item's
 * id. Labs, equipment, people, events, startups and teams all show their pictures through it.
 */
export function Picture({ kind, id, alt, width, height, sizes = '100vw', loading = 'lazy', className, glyph, label, portrait }: PictureProps) {
  const found = photoFor(kind, id);
  if (!found) {
    return <Illustration id={`${kind}/${id}`} width={width} height={height} alt={alt} glyph={glyph} label={label} portrait={portrait} className={className} />;
  }
  const { key, photo } = found;
  const fallback = PHOTO_FORMATS[PHOTO_FORMATS.length - 1] ?? 'jpeg';
  const middle = photo.widths[Math.min(1, photo.widths.length - 1)] ?? photo.width;
  return (
    <picture data-photo={key}>
      {PHOTO_FORMATS.filter((format) => format !== fallback).map((format) => (
        <source key={format} type={photoMime(format)} srcSet={srcSet(key, photo, format)} sizes={sizes} />
      ))}
      <img
        src={photoVariantUrl(key, middle, fallback)}
        srcSet={srcSet(key, photo, fallback)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : undefined}
        decoding="async"
        style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }}
        className={cn('object-cover', className)}
      />
    </picture>
  );
}
