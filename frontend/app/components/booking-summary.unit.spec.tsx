import { render, screen } from '@testing-library/react';
import { BookingSummary } from './booking-summary';

const labels = { lab: 'Lab', date: 'Date', timeSlots: 'Time slots', facilities: 'Facilities' };
const choices = { userTypes: {}, institutes: {} };
const booking = {
  labName: 'Fabrication Lab',
  date: '2026-11-30',
  timeSlots: ['9:00 AM - 10:00 AM', '10:00'],
  facilities: ['Prusa MK4 3D Printer (Unit 1)', 'Laser cutter'],
};

describe('D3 one booking summary', () => {
  it('shows lab, date with its weekday, slots in the language on screen and facilities, with the page’s rows around them', () => {
    render(<BookingSummary booking={booking} labels={labels} choices={choices} before={[['Name', 'Asha Rao']]} after={[['Where', 'Fabrication Lab, Pune']]} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Name', 'Lab', 'Date', 'Time slots', 'Facilities', 'Where']);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual([
      'Asha Rao',
      'Fabrication Lab',
      'Monday, 30 November 2026',
      '9:00 AM - 10:00 AM, 10:00 AM - 11:00 AM',
      'Prusa MK4 3D Printer (Unit 1), Laser cutter',
      'Fabrication Lab, Pune',
    ]);
    expect(screen.getByText('Monday, 30 November 2026').closest('time')).toHaveAttribute('dateTime', '2026-11-30');
  });
});
