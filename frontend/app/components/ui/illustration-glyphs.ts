/**
 * Line drawings (24 × 24, stroked) that an illustration puts at its centre. Each names a kind of
 * thing the centre has, so that a card's drawing says what the item is while its colours and
 * pattern say which item it is.
 */
export const GLYPHS = {
  printer3d: 'M5 4h14v4H5zM7 8v7h10V8M9 15l3 4 3-4M4 20h16',
  laser: 'M12 2v7M9 9h6l-1 4h-4zM4 20l8-7 8 7M2 20h20',
  saw: 'M3 15h18M5 15a7 7 0 0 1 14 0M12 8v7M8 19h8',
  tool: 'M14 4a4 4 0 0 0-4 5L4 15l3 3 6-6a4 4 0 0 0 5-4l-2 2-2-1-1-2z',
  gear: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  room: 'M3 21V9l9-6 9 6v12M9 21v-6h6v6M3 21h18',
  flask: 'M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
  microscope: 'M9 3l4 2-3 6-4-2zM10 11l2 4M6 21h12M8 21a6 6 0 0 1 9-8',
  camera: 'M4 7h3l2-3h6l2 3h3v12H4zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  lens: 'M7 5h10v14H7zM7 9h10M7 15h10M10 5V3h4v2',
  light: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.6.6 1 1.5 1 2.5h6c0-1 .4-1.9 1-2.5A6 6 0 0 0 12 3z',
  audio: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8',
  storage: 'M4 6h16v5H4zM4 13h16v5H4zM7 8.5h2M7 15.5h2',
  computer: 'M3 5h18v11H3zM8 20h8M12 16v4',
  mobile: 'M7 2h10v20H7zM11 18h2',
  watch: 'M8 6l1-4h6l1 4M8 18l1 4h6l1-4M6 6h12v12H6zM12 9v3l2 2',
  cable: 'M4 4v5a4 4 0 0 0 4 4h8a4 4 0 0 1 4 4v3M2 4h4M18 20h4',
  headset: 'M3 9h18v7h-6l-2-2h-2l-2 2H3zM6 9V7a6 6 0 0 1 12 0v2',
  gamepad: 'M6 8h12a4 4 0 0 1 4 5l-1 4a2 2 0 0 1-3.5.5L15 15H9l-2.5 2.5A2 2 0 0 1 3 17l-1-4a4 4 0 0 1 4-5zM7 11v3M5.5 12.5h3M16 12h.01M18 11h.01',
  rocket: 'M12 2c3 2 5 6 4 11l-4 3-4-3c-1-5 1-9 4-11zM12 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 13l-3 3 1 4 3-2M16 13l3 3-1 4-3-2',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  wave: 'M2 12c3-4 5-4 8 0s5 4 8 0 4-3 4-3M2 18c3-4 5-4 8 0s5 4 8 0',
  plane: 'M2 13l20-8-6 16-4-7zM12 14l10-9',
  wheel: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 3v6M12 15v6M3 12h6M15 12h6',
  robot: 'M7 8h10v10H7zM12 4v4M10 12h.01M14 12h.01M10 15h4M4 12v3M20 12v3',
  people: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-4 3-6 6-6s6 2 6 6M16 11a3 3 0 1 0 0-6M17 14c2.5.5 4 2.5 4 6',
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  trophy: 'M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8',
  spark: 'M12 2v5M12 17v5M2 12h5M17 12h5M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3',
  chip: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
} as const;

export type GlyphName = keyof typeof GLYPHS;
