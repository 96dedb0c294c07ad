import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  parsePhotoSource,
  photoVariantUrl,
  widthsFor,
  type Photo,
  type PhotoFormat,
} from '../app/lib/photos/photo-naming.ts';

/**
 * The build's image step: every photograph the centre drops into `frontend/photos/` comes out
 * in AVIF, WebP and JPEG at the standard widths, with a blurred placeholder. Results are cached
 * by the original's bytes (and this step's settings), so a rebuild re-encodes only new photos.
 */

/** Bumped whenever the encoding below changes, so that old cached results are not reused. */
const PIPELINE_VERSION = 1;
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 74 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};
const SETTINGS = JSON.stringify({ PIPELINE_VERSION, PHOTO_WIDTHS, PHOTO_FORMATS, ENCODE: Object.values(ENCODE).map(String) });
const PLACEHOLDER_WIDTH = 24;

export interface PhotoSet {
  /** key (`people/aditya-pawar`) → what a page needs to show it. */
  manifest: Record<string, Photo>;
  /** Served URL (`/photos/people/aditya-pawar-640.avif`) → the made file in the cache. */
  files: Map<string, string>;
  /** Files in the folder that are not photographs the site can use, each with why. */
  problems: string[];
  made: number;
  reused: number;
}

/** Files a person keeps beside the photographs (notes, the OS's own files) are not photographs. */
const isNote = (relative: string): boolean =>
  path.basename(relative).startsWith('.') || /\.(md|txt)$/i.test(relative);

async function listSources(sourceDir: string): Promise<string[]> {
  try {
    const entries = await readdir(sourceDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(sourceDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((relative) => !isNote(relative))
      .sort();
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

interface Cached {
  photo: Photo;
  variants: Array<{ width: number; format: PhotoFormat; file: string }>;
}

async function encode(original: Buffer, digest: string, cacheDir: string): Promise<Cached> {
  const metadata = await sharp(original).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (!width || !height) throw new Error('its size cannot be read');
  const widths = widthsFor(width);
  const variants: Cached['variants'] = [];
  for (const variantWidth of widths) {
    const resized = sharp(original).rotate().resize({ width: variantWidth, withoutEnlargement: true });
    await Promise.all(
      PHOTO_FORMATS.map(async (format) => {
        const file = path.join(cacheDir, `${digest}-${variantWidth}.${format}`);
        await ENCODE[format](resized.clone()).toFile(file);
        variants.push({ width: variantWidth, format, file });
      }),
    );
  }
  const tiny = await sharp(original).rotate().resize({ width: PLACEHOLDER_WIDTH }).blur(1.2).webp({ quality: 40 }).toBuffer();
  const widest = widths[widths.length - 1] ?? width;
  return {
    photo: {
      width: widest,
      height: Math.round((widest * height) / width),
      widths,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    },
    variants,
  };
}

export async function makePhotos({ sourceDir, cacheDir }: { sourceDir: string; cacheDir: string }): Promise<PhotoSet> {
  const set: PhotoSet = { manifest: {}, files: new Map(), problems: [], made: 0, reused: 0 };
  await mkdir(cacheDir, { recursive: true });
  for (const relative of await listSources(sourceDir)) {
    const parsed = parsePhotoSource(relative);
    if ('error' in parsed) {
      set.problems.push(parsed.error);
      continue;
    }
    if (set.manifest[parsed.key]) {
      set.problems.push(`${relative}: ${parsed.key} already has a photograph (one file per item)`);
      continue;
    }
    const original = await readFile(path.join(sourceDir, relative));
    const digest = createHash('sha256').update(SETTINGS).update(original).digest('hex').slice(0, 24);
    const record = path.join(cacheDir, `${digest}.json`);
    let cached: Cached;
    try {
      cached = JSON.parse(await readFile(record, 'utf8')) as Cached;
      set.reused += 1;
    } catch {
      try {
        cached = await encode(original, digest, cacheDir);
      } catch (error: unknown) {
        set.problems.push(`${relative}: not a picture the build can read (${error instanceof Error ? error.message : String(error)})`);
        continue;
      }
      await writeFile(record, JSON.stringify(cached));
      set.made += 1;
    }
    set.manifest[parsed.key] = cached.photo;
    for (const variant of cached.variants) {
      set.files.set(photoVariantUrl(parsed.key, variant.width, variant.format), variant.file);
    }
  }
  return set;
}
