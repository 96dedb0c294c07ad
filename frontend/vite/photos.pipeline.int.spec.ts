/** @jest-environment node */
import { mkdtemp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makePhotos } from './photos.pipeline';

/** A made-up photograph: a gradient with a shape, as sharp draws it (nothing is downloaded). */
const photograph = (width: number, height: number): Promise<Buffer> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

describe('30.6 the build\'s image step', () => {
  let root: string;
  let sourceDir: string;
  let cacheDir: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'centre-photos-'));
    sourceDir = path.join(root, 'photos');
    cacheDir = path.join(root, 'cache');
    await mkdir(path.join(sourceDir, 'labs'), { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  test('a photograph dropped in the folder comes out in AVIF, WebP and JPEG at each width, with a placeholder', async () => {
    await writeFile(path.join(sourceDir, 'labs', 'fabricationlab.jpg'), await photograph(1000, 600));
    await writeFile(path.join(sourceDir, 'README.md'), 'notes are not photographs');

    const set = await makePhotos({ sourceDir, cacheDir });

    expect(set.problems).toEqual([]);
    const photo = set.manifest['labs/fabricationlab'];
    expect(photo).toMatchObject({ width: 960, height: 576, widths: [320, 640, 960] });
    expect(photo?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect([...set.files.keys()].sort()).toEqual(
      [320, 640, 960].flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `/photos/labs/fabricationlab-${w}.${ext}`)).sort(),
    );
    for (const [url, file] of set.files) {
      const made = await sharp(file).metadata();
      const width = Number(/-(\d+)\./.exec(url)?.[1]);
      expect([url, made.format, made.width]).toEqual([url, { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[path.extname(url).slice(1)], width]);
    }
  });

  test('a rebuild reuses what it made; a changed photograph is made again', async () => {
    const file = path.join(sourceDir, 'labs', 'biolab.jpg');
    await writeFile(file, await photograph(700, 700));
    expect(await makePhotos({ sourceDir, cacheDir })).toMatchObject({ made: 1, reused: 0 });
    const first = await makePhotos({ sourceDir, cacheDir });
    expect(first).toMatchObject({ made: 0, reused: 1 });
    const made = first.files.get('/photos/labs/biolab-640.avif');
    expect(made && (await stat(made)).size).toBeGreaterThan(0);

    await writeFile(file, await photograph(400, 300));
    const second = await makePhotos({ sourceDir, cacheDir });
    expect(second).toMatchObject({ made: 1, reused: 0 });
    expect(second.manifest['labs/biolab']).toMatchObject({ width: 320, height: 240, widths: [320] });
  });

  test('a file the site cannot use is named with the reason, and nothing else is lost', async () => {
    await mkdir(path.join(sourceDir, 'staff'));
    await writeFile(path.join(sourceDir, 'staff', 'x.jpg'), await photograph(400, 300));
    await writeFile(path.join(sourceDir, 'labs', 'Bio Lab.jpg'), await photograph(400, 300));
    await writeFile(path.join(sourceDir, 'labs', 'medialab.jpg'), 'not a picture');
    await writeFile(path.join(sourceDir, 'labs', 'fabricationlab.png'), await photograph(400, 300));

    const set = await makePhotos({ sourceDir, cacheDir });

    expect(set.problems).toEqual([
      expect.stringMatching(/^labs\/Bio Lab\.jpg: the name is the item's id in lower case/),
      expect.stringMatching(/^labs\/medialab\.jpg: not a picture the build can read/),
      expect.stringMatching(/^staff\/x\.jpg: "staff" is not one of/),
    ]);
    expect(Object.keys(set.manifest)).toEqual(['labs/fabricationlab']);
  });

  test('an empty or missing folder makes no photographs', async () => {
    expect(await makePhotos({ sourceDir: path.join(root, 'none'), cacheDir })).toMatchObject({ manifest: {}, problems: [] });
  });
});
