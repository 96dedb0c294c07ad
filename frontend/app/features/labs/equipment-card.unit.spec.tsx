import { locateFacility } from '@centre/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EQUIPMENT } from '../../content/equipment';
import { EquipmentCard } from './components/equipment-card';

describe('28.1 every lab page card books its own facility', () => {
  it.each(EQUIPMENT.map(({ item, lab }) => [item.slug, item, lab] as const))(
    '%s: Book Now opens the form on its lab and facility',
    (_slug, item, lab) => {
      render(
        <MemoryRouter>
          <ul>
            <EquipmentCard item={item} checkDetails="Check Details" bookNow="Book Now" />
          </ul>
        </MemoryRouter>,
      );
      const href = screen.getByRole('link', { name: `Book Now: ${item.title}` }).getAttribute('href');
      const params = new URLSearchParams(href?.split('?')[1]);
      expect(params.get('lab')).toBe(lab.labId);
      expect(params.get('facility')).toBe(item.facility);
      expect(locateFacility(item.facility)?.facility.name).toBe(item.title);
    },
  );
});
