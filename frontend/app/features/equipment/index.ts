export { bookingLinkFor, EquipmentDetail } from './components/equipment-detail';
