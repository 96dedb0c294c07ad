import type { FacilityCategory } from './facility-categories.js';

/**
 * The catalogue's starting data: every facility of every lab, one row each. A row's optional
 * trait says how it is booked: 'lent' goes out only with another facility of its booking (a
 * cable, an adapter, a card, a pen drive: never booked by the hour on its own); 'training'
 * needs the lab's induction first.
 */
export type FacilityTrait = 'lent' | 'training';

export type Row = readonly [id: string, name: string, category: FacilityCategory, trait?: FacilityTrait];

export const FABRICATION_LAB: readonly Row[] = [
  ['fab-prusa-mk4-1', 'Prusa MK4 3D Printer (Unit 1)', '3d-printer'],
  ['fab-prusa-mk4-2', 'Prusa MK4 3D Printer (Unit 2)', '3d-printer'],
  ['fab-ultimaker-s5', 'Ultimaker S5 3D Printer', '3d-printer'],
  ['fab-bambu-x1-carbon', 'Bambu Lab X1 Carbon 3D Printer', '3d-printer'],
  ['fab-formlabs-form-3', 'Formlabs Form 3 Resin Printer', '3d-printer'],
  ['fab-trotec-speedy-360', 'Trotec Speedy 360 Laser Cutter', 'laser-cutter', 'training'],
  ['fab-epilog-fusion-pro', 'Epilog Fusion Pro Laser Cutter', 'laser-cutter', 'training'],
  ['fab-roland-gs2-24', 'Roland CAMM-1 GS2-24 Vinyl Cutter', 'cnc-machine'],
  ['fab-bosch-gts-10-table-saw', 'Bosch GTS 10 XC Table Saw', 'saw', 'training'],
  ['fab-dewalt-dws780-miter-saw', 'DeWalt DWS780 Miter Saw', 'saw'],
  ['fab-makita-lb1200f-band-saw', 'Makita LB1200F Band Saw', 'saw'],
  ['fab-bosch-gst-jigsaw', 'Bosch GST 18V-LI Jigsaw', 'saw'],
  ['fab-festool-ets-150-sander', 'Festool ETS 150 Orbital Sander', 'power-tool'],
  ['fab-makita-9403-belt-sander', 'Makita 9403 Belt Sander', 'power-tool'],
  ['fab-shopbot-prs-alpha', 'ShopBot PRSalpha CNC Router', 'cnc-machine', 'training'],
  ['fab-makita-rt0702c-router', 'Makita RT0702C Trim Router', 'power-tool'],
  ['fab-proxxon-db250-lathe', 'Proxxon DB 250 Wood Lathe', 'cnc-machine'],
  ['fab-sherline-4400-lathe', 'Sherline 4400 Metal Lathe', 'cnc-machine', 'training'],
  ['fab-roland-srm20-mill', 'Roland monoFab SRM-20 Milling Machine', 'cnc-machine'],
  ['fab-bosch-pbd40-drill-press', 'Bosch PBD 40 Drill Press', 'power-tool'],
  ['fab-dewalt-dcd791-drill', 'DeWalt DCD791 Cordless Drill', 'power-tool'],
  ['fab-dremel-4300', 'Dremel 4300 Rotary Tool', 'power-tool'],
  ['fab-bosch-ghg-heat-gun', 'Bosch GHG 20-63 Heat Gun', 'power-tool'],
  ['fab-weller-we1010-soldering', 'Weller WE1010 Soldering Station', 'hand-tool'],
  ['fab-quick-861dw-rework', 'Quick 861DW Hot Air Rework Station', 'hand-tool'],
  ['fab-stanley-tool-kit', 'Stanley 65-Piece Hand Tool Kit', 'hand-tool'],
  ['fab-mitutoyo-caliper', 'Mitutoyo Digital Vernier Caliper', 'hand-tool'],
  ['fab-test-bench', 'Testing & Measurement Bench', 'lab-instrument'],
];

export const PRAYAS_SHALA: readonly Row[] = [
  ['prayas-glowforge-pro', 'Glowforge Pro Laser Cutter', 'laser-cutter', 'training'],
  ['prayas-taparia-tool-kit', 'Taparia Hand Tool Kit', 'hand-tool'],
  ['prayas-xtool-f1-engraver', 'xTool F1 Metal Engraver', 'laser-cutter', 'training'],
  ['prayas-bosch-gts-254-table-saw', 'Bosch GTS 254 Table Saw', 'saw', 'training'],
  ['prayas-makita-ls1040-miter-saw', 'Makita LS1040 Miter Saw', 'saw'],
  ['prayas-bosch-gws-600-grinder', 'Bosch GWS 600 Angle Grinder', 'power-tool'],
  ['prayas-bosch-gsb-180-drill', 'Bosch GSB 180-LI Cordless Drill', 'power-tool'],
];

export const ALL_ROOMS: readonly Row[] = [
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

export const BIO_LAB: readonly Row[] = [
  ['bio-eppendorf-5424r', 'Eppendorf 5424 R Microcentrifuge', 'centrifuge'],
  ['bio-eppendorf-5810r', 'Eppendorf 5810 R Refrigerated Centrifuge', 'centrifuge'],
  ['bio-eppendorf-minispin', 'Eppendorf MiniSpin Plus Centrifuge', 'centrifuge'],
  ['bio-nanodrop-one', 'Thermo Scientific NanoDrop One Spectrophotometer', 'lab-instrument'],
  ['bio-shimadzu-uv-1900i', 'Shimadzu UV-1900i UV-Vis Spectrophotometer', 'lab-instrument'],
  ['bio-biorad-t100-pcr', 'Bio-Rad T100 Thermal Cycler (PCR)', 'lab-instrument'],
  ['bio-biorad-cfx96-qpcr', 'Bio-Rad CFX96 Real-Time PCR System', 'lab-instrument'],
  ['bio-bd-accuri-c6', 'BD Accuri C6 Plus Flow Cytometer', 'lab-instrument', 'training'],
  ['bio-tuttnauer-autoclave', 'Tuttnauer 2540EL Autoclave', 'lab-instrument', 'training'],
  ['bio-thermo-tsx-freezer', 'Thermo Scientific TSX -80 °C Freezer', 'lab-instrument'],
  ['bio-memmert-un55-oven', 'Memmert UN55 Hot Air Oven', 'lab-instrument'],
  ['bio-memmert-in55-incubator', 'Memmert IN55 Incubator', 'lab-instrument'],
  ['bio-esco-biosafety-cabinet', 'Esco Airstream Class II Biosafety Cabinet', 'lab-instrument', 'training'],
  ['bio-benchtop-fermenter', 'Benchtop Fermenter (5 L)', 'lab-instrument', 'training'],
  ['bio-olympus-cx23-microscope', 'Olympus CX23 Compound Microscope', 'lab-instrument'],
  ['bio-biorad-gel-doc-ez', 'Bio-Rad Gel Doc EZ Imager', 'lab-instrument'],
  ['bio-biorad-mini-protean', 'Bio-Rad Mini-PROTEAN Electrophoresis System', 'lab-instrument'],
  ['bio-mettler-ph-meter', 'Mettler Toledo SevenCompact pH Meter', 'lab-instrument'],
];

export const MEDIA_LAB: readonly Row[] = [
  ['media-sony-a7-iv', 'Sony Alpha 7 IV Camera', 'camera'],
  ['media-canon-eos-r6-ii', 'Canon EOS R6 Mark II Camera', 'camera'],
  ['media-sony-fx30', 'Sony FX30 Cinema Camera', 'camera'],
  ['media-gopro-hero12', 'GoPro HERO12 Black Camera', 'camera'],
  ['media-sony-24-70-gm-ii', 'Sony FE 24-70mm f/2.8 GM II Lens', 'lens'],
  ['media-sony-fe-35-f18', 'Sony FE 35mm f/1.8 Lens', 'lens'],
  ['media-sigma-35-f14-art', 'Sigma 35mm f/1.4 DG DN Art Lens', 'lens'],
  ['media-sony-fe-50-f18', 'Sony FE 50mm f/1.8 Lens', 'lens'],
  ['media-godox-sl60w', 'Godox SL60W LED Light', 'light'],
  ['media-aputure-amaran-200d', 'Aputure Amaran 200d LED Light', 'light'],
  ['media-podcast-studio', 'Podcast Studio', 'audio'],
  ['media-rode-videomic-ntg', 'Rode VideoMic NTG Microphone', 'audio'],
  ['media-rode-wireless-go-ii', 'Rode Wireless GO II Microphone', 'audio'],
  ['media-shure-sm7b', 'Shure SM7B Microphone', 'audio'],
  ['media-sandisk-128gb-sd', 'SanDisk Extreme Pro 128GB SD Card', 'storage', 'lent'],
  ['media-sony-cfexpress-160gb', 'Sony Tough CFexpress Type A 160GB Card', 'storage', 'lent'],
  ['media-sandisk-64gb-pendrive', 'SanDisk Ultra 64GB Pendrive', 'storage', 'lent'],
  ['media-hp-128gb-pendrive', 'HP x796w 128GB Pendrive', 'storage', 'lent'],
  ['media-jbl-flip-6', 'JBL Flip 6 Speaker', 'audio'],
  ['media-green-screen-stand', 'Green Screen Stand', 'light'],
];

export const SMAC_LAB: readonly Row[] = [
  ['smac-logitech-mx-keys', 'Logitech MX Keys Keyboard', 'computer'],
  ['smac-macbook-pro-14-1', 'Apple MacBook Pro 14 (Unit 1)', 'computer'],
  ['smac-macbook-pro-14-2', 'Apple MacBook Pro 14 (Unit 2)', 'computer'],
  ['smac-hp-probook-440', 'HP ProBook 440 Laptop', 'computer'],
  ['smac-thinkpad-e14', 'Lenovo ThinkPad E14 Laptop', 'computer'],
  ['smac-usbc-hdmi-adapter', 'USB-C to HDMI Adapter', 'cable', 'lent'],
  ['smac-usbc-av-multiport', 'Apple USB-C Digital AV Multiport Adapter', 'cable', 'lent'],
  ['smac-usbc-ethernet-adapter', 'USB-C to Ethernet Adapter', 'cable', 'lent'],
  ['smac-hdmi-cable', 'HDMI 2.1 Cable (2 m)', 'cable', 'lent'],
  ['smac-usbc-cable', 'USB-C Charging Cable (1 m)', 'cable', 'lent'],
  ['smac-lightning-cable', 'Lightning to USB-C Cable', 'cable', 'lent'],
  ['smac-iphone-6s', 'Apple iPhone 6s', 'mobile'],
  ['smac-pixel-3-xl', 'Google Pixel 3 XL', 'mobile'],
  ['smac-oneplus-5', 'OnePlus 5', 'mobile'],
  ['smac-ipad-air', 'Apple iPad Air Tablet', 'mobile'],
  ['smac-galaxy-watch-6', 'Samsung Galaxy Watch 6', 'mobile'],
  ['smac-sony-a7-iii', 'Sony A7 III Camera', 'camera'],
];

/** Not one of the spec's six: the site's AR/VR Lab page, bookable on its own (DESIGN section 9). */
export const AR_VR_LAB: readonly Row[] = [
  ['arvr-hololens-2', 'Microsoft HoloLens 2', 'xr-headset'],
  ['arvr-magic-leap-2', 'Magic Leap 2', 'xr-headset'],
  ['arvr-oculus-rift-s', 'Oculus Rift S', 'xr-headset'],
  ['arvr-playstation-vr', 'Sony PlayStation VR', 'xr-headset'],
  ['arvr-htc-vive-pro', 'HTC Vive Pro', 'xr-headset'],
  ['arvr-ps4-pro', 'Sony PlayStation 4 Pro', 'game-console'],
  ['arvr-rtx-gaming-pc', 'RTX Gaming PC Setup', 'computer'],
];

/**
 * Facilities the catalogue no longer holds, by the id old events name them with: their
 * bookings still fold and read by name, but nothing new can book them.
 */
export const RETIRED_FACILITIES: readonly (readonly [id: string, name: string])[] = [
  ['fab-yost-bench-vise', 'Yost 750-DI Bench Vise'],
  ['bio-laminar-air-flow', 'Laminar Air Flow Hood'],
  ['media-sony-85-f18', 'Sony FE 85mm f/1.8 Lens'],
  ['media-canon-rf-24-105', 'Canon RF 24-105mm f/4L Lens'],
  ['media-sigma-16-f14', 'Sigma 16mm f/1.4 DC DN Lens'],
  ['media-godox-softbox-kit', 'Godox Softbox Lighting Kit'],
  ['smac-dell-xps-15', 'Dell XPS 15 Laptop'],
  ['smac-thinkpad-x1-carbon', 'Lenovo ThinkPad X1 Carbon Laptop'],
  ['smac-iphone-15', 'Apple iPhone 15'],
  ['smac-pixel-8', 'Google Pixel 8'],
  ['smac-galaxy-s24', 'Samsung Galaxy S24'],
  ['smac-apple-watch-9', 'Apple Watch Series 9'],
];
