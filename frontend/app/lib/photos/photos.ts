import manifest from 'virtual:centre-photos';
import { photoKey, type Photo, type PhotoKind } from './photo-naming';

/** The photograph the centre added for an item, if any (the build's image step lists them). */
export const photoFor = (kind: PhotoKind, id: string): { key: string; photo: Photo } | undefined => {
  const key = photoKey(kind, id);
  const photo = manifest[key];
  return photo ? { key, photo } : undefined;
};
