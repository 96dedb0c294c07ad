export { EquipmentDetail } from './components/equipment-detail';
