import type { GridCellState } from '@centre/contracts';

/** The availability grid before the booking form, and the equipment pages' two days. */
export const availabilityGrid = {
  metaTitle: 'Lab availability',
  metaDescription: 'See which facilities of a lab are free this week, live, and pick the slots to book.',
  title: 'Lab availability',
  intro:
    'Pick a lab and a date to see the week ahead: every facility, every slot, updated live. Choose free slots of one day and book them.',
  lab: 'Lab',
  chooseLab: 'Select a lab',
  from: 'From',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  days: 'Days of the week',
  facilityColumn: 'Facility',
  /** Read after a cell's facility, date and time. */
  states: {
    free: 'free',
    taken: 'booked',
    closed: 'closed',
    maintenance: 'under maintenance',
    started: 'already started',
  } satisfies Record<GridCellState, string>,
  /** What a cell shows (the screen reader hears `cellLabel`). */
  marks: {
    free: 'Free',
    taken: 'Booked',
    closed: 'Closed',
    maintenance: 'Under maintenance',
    started: 'Past',
  } satisfies Record<GridCellState, string>,
  selected: 'selected',
  legend: 'Key',
  cellLabel: (facility: string, date: string, time: string, state: string): string =>
    `${facility}, ${date}, ${time}: ${state}`,
  freeCount: (free: number): string => `${free} free`,
  nextFree: 'Next free slot',
  nextFreeNone: 'None this week',
  nextFreeAt: (date: string, time: string): string => `${date}, ${time}`,
  chosen: (cells: number): string => (cells === 1 ? '1 slot chosen' : `${cells} slots chosen`),
  chooseHint:
    'Choose free slots of one day. The booking asks for every chosen time with every chosen facility.',
  book: 'Book the chosen slots',
  clear: 'Clear the choice',
  loading: 'Loading availability…',
  live: 'Updates live as bookings are made.',
  liveOff: 'Live updates are paused; reload the page to see the latest.',
  gridLink: "See the week's availability",
  equipmentTitle: 'Availability today and tomorrow',
  equipmentWeek: 'See the whole week',
  today: 'Today',
  tomorrow: 'Tomorrow',
} as const;
