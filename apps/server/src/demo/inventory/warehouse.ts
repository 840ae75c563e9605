import type { InventoryStatus } from '@makro/domain/inventory';
import type { DemoPart } from '../parts';

/** How far back the story goes. */
export const INVENTORY_STORY_DAYS = 180;

/** The demo users who work in the warehouse (usernames = account type slugs). */
export type Actor = 'inventory_manager' | 'technician' | 'tech_manager' | 'operations_manager' | 'administrator';
export const ACTORS: readonly Actor[] = [
  'inventory_manager',
  'technician',
  'tech_manager',
  'operations_manager',
  'administrator',
];

export type Rack = 'A' | 'B' | 'C' | 'D';
export interface DemoBin {
  code: string;
  name: string;
  rack?: Rack;
}
const shelves = (rack: Rack, count: number, what: string): DemoBin[] =>
  Array.from({ length: count }, (_, index) => {
    const shelf = String(index + 1).padStart(2, '0');
    return { code: `BIN-${rack}${shelf}`, name: `Rack ${rack}, shelf ${shelf} (${what})`, rack };
  });
export const QC_BIN = 'BIN-QC';
export const SHIP_BIN = 'BIN-SHIP';
export const DEMO_BINS: readonly DemoBin[] = [
  ...shelves('A', 8, 'TIPM'),
  ...shelves('B', 5, 'engine modules'),
  ...shelves('C', 3, 'FCM, BCM, ABS'),
  ...shelves('D', 1, 'accessories and consumables'),
  { code: 'BIN-E01', name: 'Rack E, shelf 01 (overflow, empty)' },
  { code: QC_BIN, name: 'Test bench: waiting for QC' },
  { code: SHIP_BIN, name: 'Packing table' },
];

export function rackOf(part: DemoPart): Rack {
  if (part.category === 'ECM') return 'B';
  if (['FCM', 'BCM', 'ABS'].includes(part.module_type)) return 'C';
  if (['ACCESSORIES', 'CONSUMABLES'].includes(part.module_type)) return 'D';
  return 'A';
}

/** Parts that can stand in for each other in a conversion: all TIPM type codes, otherwise the same module type. */
export const familyOf = (part: DemoPart) => (rackOf(part) === 'A' ? 'TIPM' : part.module_type);
export const isModule = (part: DemoPart) => rackOf(part) !== 'D';

/** A tag in the catalogue. `order` is its place in printing order; the writer turns it into a real serial. */
export class Tag {
  order = 0;
  serial = '';
  constructor(
    readonly part: DemoPart,
    readonly at: Date,
    readonly by: Actor,
    readonly hardwareInfo: string | null,
  ) {}
}

export interface Step {
  at: Date;
  by: Actor;
  event: string;
  /** The item's tag when it happened (a conversion changes it). */
  tag: Tag;
  /** Text and details are made when written, once the serials are known. */
  describe: () => string;
  details?: () => unknown;
  /** The bin after this step, when the step changes it. */
  bin?: string | null;
}

export interface PlannedItem {
  tag: Tag;
  original: Tag | null;
  part: DemoPart;
  inventoryType: string;
  status: InventoryStatus;
  hardwareInfo: string | null;
  notes: string | null;
  assignedTo: string | null;
  added: Date;
  steps: Step[];
}

export interface PlannedCount {
  bin: string;
  by: Actor;
  started: Date;
  applied: Date;
  expected: Tag[];
  scanned: Tag[];
  id?: number;
}

export interface ModuleTypeCorrection {
  part: DemoPart;
  from: string;
  at: Date;
  by: Actor;
}

export interface InventoryStory {
  bins: readonly DemoBin[];
  tags: Tag[];
  items: PlannedItem[];
  counts: PlannedCount[];
  corrections: ModuleTypeCorrection[];
}

export function partAt(item: PlannedItem, at: Date): DemoPart {
  const converted = item.steps.find((step) => step.event === 'converted');
  return item.original && converted && at < converted.at ? item.original.part : item.part;
}

export function tagAt(item: PlannedItem, at: Date): Tag {
  return [...item.steps].reverse().find((step) => step.at <= at)?.tag ?? item.steps[0]!.tag;
}

export function binAt(item: PlannedItem, at: Date): string | null {
  let bin: string | null = null;
  for (const step of item.steps) if (step.at <= at && step.bin !== undefined) bin = step.bin;
  return bin;
}

export function insertStep(item: PlannedItem, step: Step) {
  const index = item.steps.findIndex((candidate) => candidate.at > step.at);
  if (index === -1) item.steps.push(step);
  else item.steps.splice(index, 0, step);
}
