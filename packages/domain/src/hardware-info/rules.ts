/** Hardware lists are paged; 25 values a page unless asked otherwise. */
export const HARDWARE_PAGE_SIZE = 25;
export const HARDWARE_MAX_PER_PAGE = 100;

/** The page's words (errors, empty states), one place. */
export const HARDWARE_INFO_MESSAGES = {
  needPartNumber: 'Enter a part number',
  startTitle: 'Search for a part number',
  startHint:
    'Type or scan a part number (a shop SKU works too) to see the hardware recorded on its items and tags, its module type and how many are in stock.',
  unknownTitle: (part: string) => `No items or tags of ${part}`,
  unknownHint: 'Check the part number, or pick one of the part numbers below.',
  noHardwareTitle: (part: string) => `No hardware information recorded for ${part}`,
  noHardwareHint:
    'Hardware information is typed on an item (Inventory, Edit) or on its tag when the tag is printed or imported.',
} as const;
