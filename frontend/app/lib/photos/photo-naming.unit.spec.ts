import { parsePhotoSource, photoKey, photoVariantUrl, srcSet, widthsFor } from './photo-naming';

describe('30.6 the photographs\' naming rule', () => {
  test.each([
    ['people/aditya-pawar.jpg', 'people/aditya-pawar'],
    ['labs/fabricationlab.JPEG', 'labs/fabricationlab'],
    ['teams/marine-2.png', 'teams/marine-2'],
    ['facilities/smac-galaxy-watch-6.webp', 'facilities/smac-galaxy-watch-6'],
  ])('%s is the photograph of %s', (file, key) => {
    expect(parsePhotoSource(file)).toMatchObject({ key });
  });

  test.each([
    ['aditya-pawar.jpg', /<kind>\/<id>/],
    ['staff/aditya-pawar.jpg', /not one of labs, facilities, people, events, startups, teams/],
    ['people/Aditya Pawar.jpg', /lower case/],
    ['people/aditya-pawar.gif', /one of jpg/],
    ['people/sub/aditya-pawar.jpg', /<kind>\/<id>/],
    ['people/.jpg', /one of jpg/],
  ])('%s is refused with a reason', (file, reason) => {
    const parsed = parsePhotoSource(file);
    expect('error' in parsed && parsed.error).toMatch(reason);
  });

  test('a page finds a photograph by the id it already has, whatever its case', () => {
    expect(photoKey('labs', 'FabricationLab')).toBe('labs/fabricationlab');
    expect(photoVariantUrl('labs/fabricationlab', 640, 'jpeg')).toBe('/photos/labs/fabricationlab-640.jpg');
  });

  test('the widths made never exceed the original, and a small original keeps its own', () => {
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(widthsFor(1000)).toEqual([320, 640, 960]);
    expect(widthsFor(200)).toEqual([200]);
    expect(srcSet('people/x', { width: 640, height: 480, widths: [320, 640], placeholder: '' }, 'avif')).toBe(
      '/photos/people/x-320.avif 320w, /photos/people/x-640.avif 640w',
    );
  });
});
