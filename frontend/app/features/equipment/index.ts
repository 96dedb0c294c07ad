export { EquipmentDetail } from './components/equipment-detail';
export { CatalogueEquipmentPage, SpecEquipmentPage } from './components/equipment-pages';
