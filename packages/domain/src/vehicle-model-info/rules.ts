import { grimPartNumber } from '../grim/rules';

/** Fitment lists are paged; 25 rows a page unless asked otherwise. */
export const FITMENT_PAGE_SIZE = 25;
export const FITMENT_MAX_PER_PAGE = 100;

/** The page's words (errors, empty states), one place. */
export const VEHICLE_INFO_MESSAGES = {
  needSearch: 'Enter a part number, or pick a year, make or model',
  categoriesFailed: 'Failed to load vehicle categories.',
  shopUnavailable: (shops: string) =>
    `The ${shops} shop did not answer: its parts are missing from this list. Try again in a minute.`,
  startTitle: 'Search for a part number, a vehicle or a VIN',
  startHint:
    'Type a part number to see the vehicles it fits, pick a year, make and model to see the part numbers that fit it, or decode a VIN.',
  noPartTitle: (part: string) => `No shop product fits vehicles for ${part}`,
  noPartHint: 'Check the part number (the shops list it without the condition suffix, e.g. 68099135AC).',
  noVehicleTitle: 'No part numbers fit this vehicle',
  noVehicleHint: 'Try without the year or the model: the shops file parts by make and model.',
  vinUnmatched: (vehicle: string) =>
    `The shops list no vehicle category for ${vehicle}: pick the make and model yourself.`,
} as const;

/**
 * A part number as typed or scanned: trimmed, upper-cased, a known SKU suffix (-REBUILT, -NEW, …) removed, so a
 * shop SKU finds its part number.
 */
export function partNumberInput(value: string): string {
  return grimPartNumber(value.trim().toUpperCase());
}

/** The condition a shop SKU's suffix names (spec part 2 §9), or null: 68099135AC-REBUILT → Rebuilt. */
export function conditionOfSku(sku: string): string | null {
  const suffix = sku.trim().toUpperCase().split('-').pop() ?? '';
  return CONDITION_LABELS[suffix] ?? null;
}

/** Conditions in the shops' order (spec part 2 §9). */
export const CONDITION_ORDER = ['Rebuilt', 'New', 'Like New', 'Pre-Owned', 'Repair'];

const CONDITION_LABELS: Readonly<Record<string, string>> = {
  REBUILT: 'Rebuilt',
  NEW: 'New',
  LIKENEW: 'Like New',
  PREOWNED: 'Pre-Owned',
  REPAIR: 'Repair',
};

/** Model years as people read them: 2007–2011, 2014, 2016–2018; an empty list is "Any year". */
export function yearsLabel(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length === 0) return 'Any year';
  const runs: [number, number][] = [];
  for (const year of sorted) {
    const last = runs[runs.length - 1];
    if (last && year === last[1] + 1) last[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}–${to}`)).join(', ');
}
