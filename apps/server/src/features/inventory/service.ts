// The inventory feature's public face.
export { searchInventory, itemOr404, findItemBySerial } from './items';
export { timeline } from './events';
export { createItem, updateItem, deleteItem } from './manage';
export { catalogTagOr404, createTags, importTags } from './catalog';
export { listBins, showBin, createBin } from './bins';
export { scan, listScans } from './scans';
export { updateModuleType, shopUpdateStatus, shopTagHandler, SHOP_TAG_KIND } from './module-types';
export { startCycleCount, cycleCountScan, cycleCountState, applyCycleCount } from './cycle-counts';
export { exportCsv, exportRowCount } from './export';
export { receiveItem, partTypeOf, type ReceivedItem } from './receiving';
export { lockItemForPacking, packItem, recordItemsShipped, type PackableItem } from './packing';
export { searchItemsBySerial, searchPartNumbers } from './global-search';
export { partStockCounts, partHardware, partNumbersStartingWith, type PartHardware } from './hardware-info';
