import { useState, type ImgHTMLAttributes } from 'react';
import { cn } from './cn';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  /** Required: use '' for decorative images. */
  alt: string;
  fallback?: string;
}

/**
 * An image that swaps to a placeholder when it is missing or fails to load. An eager image is in
 * the first screen (often the page's largest paint), so the browser fetches it first.
 */
export function Image({ src, alt, fallback = PLACEHOLDER_IMAGE, className, loading = 'lazy', ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = src === '' || failedSrc === src;
  return (
    <img
      src={broken ? fallback : src}
      alt={alt}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      data-placeholder={broken ? 'true' : undefined}
      onError={() => {
        if (!broken) setFailedSrc(src);
      }}
      className={cn('bg-ink-100', className)}
      {...rest}
    />
  );
}
