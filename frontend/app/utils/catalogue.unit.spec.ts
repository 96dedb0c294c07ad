import { bookingLinkFor, catalogueItem } from './catalogue';

describe('28.1 catalogue items of the site', () => {
  it('titles an item with the catalogue name of its facility', () => {
    expect(catalogueItem('smac-sony-a7-iii', { slug: 'sony-a7-iii' })).toEqual({
      slug: 'sony-a7-iii',
      facility: 'smac-sony-a7-iii',
      title: 'Sony A7 III Camera',
    });
  });

  it('books a facility in its own lab, and an unknown one on the plain form', () => {
    expect(bookingLinkFor('arvr-htc-vive-pro')).toBe(
      '/booking?lab=ArVrLab&facility=arvr-htc-vive-pro',
    );
    expect(bookingLinkFor('smac-iphone-15')).toBe('/booking');
  });
});
