import { LABS } from '@centre/contracts';
import { bookingLinkFor, catalogueItem, facilityGlyph, labGlyph, labGlyphBeside } from './catalogue';

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

describe('30.6 an equipment page never shows one drawing twice', () => {
  it("draws the lab beside each of its facilities with another drawing than the facility's", () => {
    for (const lab of LABS) {
      for (const facility of lab.facilities) {
        const item = facilityGlyph(facility.id);
        expect(`${facility.id}: ${labGlyphBeside(lab.id, item)}`).not.toBe(`${facility.id}: ${item}`);
      }
    }
  });

  it("keeps the lab's own drawing where it differs from the facility's", () => {
    expect(labGlyph('FabricationLab')).toBe('printer3d');
    expect(labGlyphBeside('FabricationLab', 'laser')).toBe('printer3d');
    expect(labGlyphBeside('FabricationLab', 'printer3d')).toBe('room');
    expect(labGlyphBeside('AllRooms', 'room')).toBe('people');
  });
});
