/** One picture per category: the frontend draws `/images/facilities/<category>.svg`. */
export const FACILITY_CATEGORIES = [
  '3d-printer',
  'laser-cutter',
  'saw',
  'power-tool',
  'hand-tool',
  'cnc-machine',
  'room',
  'centrifuge',
  'lab-instrument',
  'camera',
  'lens',
  'light',
  'audio',
  'storage',
  'computer',
  'mobile',
  'cable',
] as const;

export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number];

export interface Facility {
  /** Kebab-case, unique across the whole catalogue, never reused. */
  id: string;
  name: string;
  image: string;
  category: string;
}

export const LAB_IDS = [
  'FabricationLab',
  'PrayasShala',
  'AllRooms',
  'BioLab',
  'MediaLab',
  'SmacLab',
] as const;

export type LabId = (typeof LAB_IDS)[number];

export interface Lab {
  id: LabId;
  name: string;
  facilities: readonly Facility[];
}

export const facilityImage = (category: FacilityCategory): string =>
  `/images/facilities/${category}.svg`;

type Row = readonly [id: string, name: string, category: FacilityCategory];

const facilities = (rows: readonly Row[]): readonly Facility[] =>
  rows.map(([id, name, category]) => ({ id, name, category, image: facilityImage(category) }));

const FABRICATION_LAB: readonly Row[] = [
  ['fab-prusa-mk4-1', 'Prusa MK4 3D Printer (Unit 1)', '3d-printer'],
  ['fab-prusa-mk4-2', 'Prusa MK4 3D Printer (Unit 2)', '3d-printer'],
  ['fab-ultimaker-s5', 'Ultimaker S5 3D Printer', '3d-printer'],
  ['fab-bambu-x1-carbon', 'Bambu Lab X1 Carbon 3D Printer', '3d-printer'],
  ['fab-formlabs-form-3', 'Formlabs Form 3 Resin Printer', '3d-printer'],
  ['fab-trotec-speedy-360', 'Trotec Speedy 360 Laser Cutter', 'laser-cutter'],
  ['fab-epilog-fusion-pro', 'Epilog Fusion Pro Laser Cutter', 'laser-cutter'],
  ['fab-roland-gs2-24', 'Roland CAMM-1 GS2-24 Vinyl Cutter', 'cnc-machine'],
  ['fab-bosch-gts-10-table-saw', 'Bosch GTS 10 XC Table Saw', 'saw'],
  ['fab-dewalt-dws780-miter-saw', 'DeWalt DWS780 Miter Saw', 'saw'],
  ['fab-makita-lb1200f-band-saw', 'Makita LB1200F Band Saw', 'saw'],
  ['fab-bosch-gst-jigsaw', 'Bosch GST 18V-LI Jigsaw', 'saw'],
  ['fab-festool-ets-150-sander', 'Festool ETS 150 Orbital Sander', 'power-tool'],
  ['fab-makita-9403-belt-sander', 'Makita 9403 Belt Sander', 'power-tool'],
  ['fab-shopbot-prs-alpha', 'ShopBot PRSalpha CNC Router', 'cnc-machine'],
  ['fab-makita-rt0702c-router', 'Makita RT0702C Trim Router', 'power-tool'],
  ['fab-proxxon-db250-lathe', 'Proxxon DB 250 Wood Lathe', 'cnc-machine'],
  ['fab-sherline-4400-lathe', 'Sherline 4400 Metal Lathe', 'cnc-machine'],
  ['fab-roland-srm20-mill', 'Roland monoFab SRM-20 Milling Machine', 'cnc-machine'],
  ['fab-bosch-pbd40-drill-press', 'Bosch PBD 40 Drill Press', 'power-tool'],
  ['fab-dewalt-dcd791-drill', 'DeWalt DCD791 Cordless Drill', 'power-tool'],
  ['fab-dremel-4300', 'Dremel 4300 Rotary Tool', 'power-tool'],
  ['fab-bosch-ghg-heat-gun', 'Bosch GHG 20-63 Heat Gun', 'power-tool'],
  ['fab-weller-we1010-soldering', 'Weller WE1010 Soldering Station', 'hand-tool'],
  ['fab-quick-861dw-rework', 'Quick 861DW Hot Air Rework Station', 'hand-tool'],
  ['fab-stanley-tool-kit', 'Stanley 65-Piece Hand Tool Kit', 'hand-tool'],
  ['fab-mitutoyo-caliper', 'Mitutoyo Digital Vernier Caliper', 'hand-tool'],
  ['fab-yost-bench-vise', 'Yost 750-DI Bench Vise', 'hand-tool'],
];

const PRAYAS_SHALA: readonly Row[] = [
  ['prayas-glowforge-pro', 'Glowforge Pro Laser Cutter', 'laser-cutter'],
  ['prayas-taparia-tool-kit', 'Taparia Hand Tool Kit', 'hand-tool'],
  ['prayas-xtool-f1-engraver', 'xTool F1 Metal Engraver', 'laser-cutter'],
  ['prayas-bosch-gts-254-table-saw', 'Bosch GTS 254 Table Saw', 'saw'],
  ['prayas-makita-ls1040-miter-saw', 'Makita LS1040 Miter Saw', 'saw'],
  ['prayas-bosch-gws-600-grinder', 'Bosch GWS 600 Angle Grinder', 'power-tool'],
  ['prayas-bosch-gsb-180-drill', 'Bosch GSB 180-LI Cordless Drill', 'power-tool'],
];

const ALL_ROOMS: readonly Row[] = [
  ['room-conference', 'Conference Room', 'room'],
  ['room-meeting', 'Meeting Room', 'room'],
  ['room-colab', 'CoLab Space', 'room'],
  ['room-board', 'Board Room', 'room'],
  ['room-seminar-hall', 'Seminar Hall', 'room'],
  ['room-bio-1', 'Bio Room 1', 'room'],
  ['room-bio-2', 'Bio Room 2', 'room'],
  ['room-design-school-meeting-1', 'School of Design Meeting Room 1', 'room'],
  ['room-design-school-meeting-2', 'School of Design Meeting Room 2', 'room'],
];

const BIO_LAB: readonly Row[] = [
  ['bio-eppendorf-5424r', 'Eppendorf 5424 R Microcentrifuge', 'centrifuge'],
  ['bio-eppendorf-5810r', 'Eppendorf 5810 R Refrigerated Centrifuge', 'centrifuge'],
  ['bio-eppendorf-minispin', 'Eppendorf MiniSpin Plus Centrifuge', 'centrifuge'],
  ['bio-nanodrop-one', 'Thermo Scientific NanoDrop One Spectrophotometer', 'lab-instrument'],
  ['bio-shimadzu-uv-1900i', 'Shimadzu UV-1900i UV-Vis Spectrophotometer', 'lab-instrument'],
  ['bio-biorad-t100-pcr', 'Bio-Rad T100 Thermal Cycler (PCR)', 'lab-instrument'],
  ['bio-biorad-cfx96-qpcr', 'Bio-Rad CFX96 Real-Time PCR System', 'lab-instrument'],
  ['bio-bd-accuri-c6', 'BD Accuri C6 Plus Flow Cytometer', 'lab-instrument'],
  ['bio-tuttnauer-autoclave', 'Tuttnauer 2540EL Autoclave', 'lab-instrument'],
  ['bio-thermo-tsx-freezer', 'Thermo Scientific TSX -80 °C Freezer', 'lab-instrument'],
  ['bio-memmert-un55-oven', 'Memmert UN55 Hot Air Oven', 'lab-instrument'],
  ['bio-memmert-in55-incubator', 'Memmert IN55 Incubator', 'lab-instrument'],
  ['bio-esco-biosafety-cabinet', 'Esco Airstream Class II Biosafety Cabinet', 'lab-instrument'],
  ['bio-laminar-air-flow', 'Laminar Air Flow Hood', 'lab-instrument'],
  ['bio-olympus-cx23-microscope', 'Olympus CX23 Compound Microscope', 'lab-instrument'],
  ['bio-biorad-gel-doc-ez', 'Bio-Rad Gel Doc EZ Imager', 'lab-instrument'],
  ['bio-biorad-mini-protean', 'Bio-Rad Mini-PROTEAN Electrophoresis System', 'lab-instrument'],
  ['bio-mettler-ph-meter', 'Mettler Toledo SevenCompact pH Meter', 'lab-instrument'],
];

const MEDIA_LAB: readonly Row[] = [
  ['media-sony-a7-iv', 'Sony Alpha 7 IV Camera', 'camera'],
  ['media-canon-eos-r6-ii', 'Canon EOS R6 Mark II Camera', 'camera'],
  ['media-sony-fx30', 'Sony FX30 Cinema Camera', 'camera'],
  ['media-gopro-hero12', 'GoPro HERO12 Black Camera', 'camera'],
  ['media-sony-24-70-gm-ii', 'Sony FE 24-70mm f/2.8 GM II Lens', 'lens'],
  ['media-sony-85-f18', 'Sony FE 85mm f/1.8 Lens', 'lens'],
  ['media-canon-rf-24-105', 'Canon RF 24-105mm f/4L Lens', 'lens'],
  ['media-sigma-16-f14', 'Sigma 16mm f/1.4 DC DN Lens', 'lens'],
  ['media-godox-sl60w', 'Godox SL60W LED Light', 'light'],
  ['media-aputure-amaran-200d', 'Aputure Amaran 200d LED Light', 'light'],
  ['media-godox-softbox-kit', 'Godox Softbox Lighting Kit', 'light'],
  ['media-rode-videomic-ntg', 'Rode VideoMic NTG Microphone', 'audio'],
  ['media-rode-wireless-go-ii', 'Rode Wireless GO II Microphone', 'audio'],
  ['media-shure-sm7b', 'Shure SM7B Microphone', 'audio'],
  ['media-sandisk-128gb-sd', 'SanDisk Extreme Pro 128GB SD Card', 'storage'],
  ['media-sony-cfexpress-160gb', 'Sony Tough CFexpress Type A 160GB Card', 'storage'],
  ['media-sandisk-64gb-pendrive', 'SanDisk Ultra 64GB Pendrive', 'storage'],
  ['media-hp-128gb-pendrive', 'HP x796w 128GB Pendrive', 'storage'],
  ['media-jbl-flip-6', 'JBL Flip 6 Speaker', 'audio'],
  ['media-green-screen-stand', 'Green Screen Stand', 'light'],
];

const SMAC_LAB: readonly Row[] = [
  ['smac-logitech-mx-keys', 'Logitech MX Keys Keyboard', 'computer'],
  ['smac-macbook-pro-14-1', 'Apple MacBook Pro 14 (Unit 1)', 'computer'],
  ['smac-macbook-pro-14-2', 'Apple MacBook Pro 14 (Unit 2)', 'computer'],
  ['smac-dell-xps-15', 'Dell XPS 15 Laptop', 'computer'],
  ['smac-thinkpad-x1-carbon', 'Lenovo ThinkPad X1 Carbon Laptop', 'computer'],
  ['smac-usbc-hdmi-adapter', 'USB-C to HDMI Adapter', 'cable'],
  ['smac-usbc-av-multiport', 'Apple USB-C Digital AV Multiport Adapter', 'cable'],
  ['smac-usbc-ethernet-adapter', 'USB-C to Ethernet Adapter', 'cable'],
  ['smac-hdmi-cable', 'HDMI 2.1 Cable (2 m)', 'cable'],
  ['smac-usbc-cable', 'USB-C Charging Cable (1 m)', 'cable'],
  ['smac-lightning-cable', 'Lightning to USB-C Cable', 'cable'],
  ['smac-iphone-15', 'Apple iPhone 15', 'mobile'],
  ['smac-pixel-8', 'Google Pixel 8', 'mobile'],
  ['smac-galaxy-s24', 'Samsung Galaxy S24', 'mobile'],
  ['smac-ipad-air', 'Apple iPad Air Tablet', 'mobile'],
  ['smac-apple-watch-9', 'Apple Watch Series 9', 'mobile'],
  ['smac-galaxy-watch-6', 'Samsung Galaxy Watch 6', 'mobile'],
];

/** The six labs in the order of the lab selector; ids are the values the form sends. */
export const LABS: readonly Lab[] = [
  { id: 'FabricationLab', name: 'Fabrication Lab', facilities: facilities(FABRICATION_LAB) },
  { id: 'PrayasShala', name: 'Prayas Shala', facilities: facilities(PRAYAS_SHALA) },
  { id: 'AllRooms', name: 'All Rooms', facilities: facilities(ALL_ROOMS) },
  { id: 'BioLab', name: 'Bio Lab', facilities: facilities(BIO_LAB) },
  { id: 'MediaLab', name: 'Media Lab', facilities: facilities(MEDIA_LAB) },
  { id: 'SmacLab', name: 'SMAC Lab', facilities: facilities(SMAC_LAB) },
];

export const isLabId = (id: string): id is LabId => (LAB_IDS as readonly string[]).includes(id);

export const findLab = (id: string): Lab | undefined => LABS.find((lab) => lab.id === id);

/** A lab's name, or its id for a lab the catalogue does not have. */
export const labName = (id: string): string => findLab(id)?.name ?? id;

export const findFacility = (labId: string, facilityId: string): Facility | undefined =>
  findLab(labId)?.facilities.find((f) => f.id === facilityId);

const FACILITY_NAMES: ReadonlyMap<string, string> = new Map(
  LABS.flatMap((lab) => lab.facilities.map((f) => [f.id, f.name] as const)),
);

/**
 * What every screen, list and mail calls a facility: its name, or its id when the catalogue no
 * longer has it. Facility ids are unique across labs, so the id alone finds it.
 */
export const facilityName = (facilityId: string): string => FACILITY_NAMES.get(facilityId) ?? facilityId;

/** Finds a facility in any lab, with the lab it belongs to. */
export const locateFacility = (
  facilityId: string,
): { lab: Lab; facility: Facility } | undefined => {
  for (const lab of LABS) {
    const facility = lab.facilities.find((f) => f.id === facilityId);
    if (facility) return { lab, facility };
  }
  return undefined;
};
