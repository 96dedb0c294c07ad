import type { PhotoManifest } from '../lib/photos/photo-naming';

/**
 * What the build's image step hands the pages, in tests: one photograph, of a lab no page
 * shows, so that the picture component's photo branch can be exercised.
 */
const manifest: PhotoManifest = {
  'labs/test-darkroom': {
    width: 960,
    height: 640,
    widths: [320, 640, 960],
    placeholder: 'data:image/webp;base64,UklGRg==',
  },
};
export default manifest;
