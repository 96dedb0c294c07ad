import { fileTypeFromFile } from 'file-type';
import { pitchDeckExtension } from '@centre/contracts';

/** What each allowed extension must really contain, and the media type it is served with. */
const EXPECTED: Record<string, { detected: string; mediaType: string }> = {
  pdf: { detected: 'application/pdf', mediaType: 'application/pdf' },
  // Word 97-2003 and PowerPoint 97-2003 are both Compound File Binary containers.
  doc: { detected: 'application/x-cfb', mediaType: 'application/msword' },
  ppt: { detected: 'application/x-cfb', mediaType: 'application/vnd.ms-powerpoint' },
  docx: {
    detected: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  pptx: {
    detected: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

/**
 * The media type of a pitch deck whose bytes match its extension, or null. The name alone
 * proves nothing: a renamed executable keeps its `MZ` header and is refused here.
 */
export const pitchDeckMediaType = async (path: string, fileName: string): Promise<string | null> => {
  const expected = EXPECTED[pitchDeckExtension(fileName)];
  if (!expected) return null;
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  return detected?.mime === expected.detected ? expected.mediaType : null;
};

/** A file name safe to keep and to send back in Content-Disposition: no folders, no control characters. */
export const cleanFileName = (original: string): string => {
  const base = original.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = pitchDeckExtension(cleaned);
  return `${cleaned.slice(0, 190)}.${extension}`;
};
