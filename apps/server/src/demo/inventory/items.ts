import { STATUS_NAMES, type InventoryStatus } from '@makro/domain/inventory';
import { DEMO_PARTS, type DemoPart } from '../parts';
import { DAY_MS, Dice, HOUR_MS, MINUTE_MS } from '../random';
import type { DemoSale } from '../shops';
import {
  DEMO_BINS,
  INVENTORY_STORY_DAYS,
  QC_BIN,
  SHIP_BIN,
  Tag,
  familyOf,
  isModule,
  rackOf,
  type Actor,
  type ModuleTypeCorrection,
  type PlannedItem,
  type Rack,
} from './warehouse';

const CONDITION_TYPES: Record<string, string> = {
  REBUILT: 'Rebuilt',
  NEW: 'New',
  LIKENEW: 'Like New',
  PREOWNED: 'Pre-owned',
};
const CORE_NOTES = [
  'Customer core: burnt fuel pump relay',
  'Core: corrosion on connector C2',
  'Core: housing cracked, board fine',
  'Core: water damage, check before rebuild',
  'Core: internal fuse blown',
  'Core returned with its mounting bracket',
];
const ADDERS = [
  ['inventory_manager', 50],
  ['technician', 30],
  ['tech_manager', 10],
  ['operations_manager', 5],
  ['administrator', 5],
] as const;
const SHELVERS = [
  ['inventory_manager', 70],
  ['technician', 20],
  ['operations_manager', 10],
] as const;
const REBUILDERS = [
  ['technician', 75],
  ['tech_manager', 25],
] as const;
const SHIPPERS = [
  ['inventory_manager', 55],
  ['operations_manager', 45],
] as const;
const CONVERTERS = [
  ['technician', 50],
  ['tech_manager', 35],
  ['inventory_manager', 15],
] as const;

export const binsOf = (rack: Rack) => DEMO_BINS.filter((bin) => bin.rack === rack).map((bin) => bin.code);

/** Shared by every item's plan: the clock, the tag printer, the shops' sales still to be shipped. */
export class Planner {
  readonly latest: number;
  readonly tags: Tag[] = [];
  readonly corrections: ModuleTypeCorrection[] = [];
  private readonly salesByPart = new Map<string, DemoSale[]>();
  private readonly usedSales = new Set<DemoSale>();

  constructor(
    readonly now: Date,
    sales: readonly DemoSale[],
  ) {
    this.latest = now.getTime() - 10 * MINUTE_MS;
    const parts = new Map(DEMO_PARTS.map((part) => [part.part_number, part]));
    for (const sale of sales) {
      const [base = '', condition = ''] = sale.sku.toUpperCase().split('-');
      const part = parts.get(base);
      if (!part || (isModule(part) && !CONDITION_TYPES[condition])) continue;
      const list = this.salesByPart.get(base) ?? [];
      list.push(sale);
      this.salesByPart.set(base, list);
    }
  }

  daysAgo(days: number): number {
    return this.now.getTime() - days * DAY_MS;
  }

  /** A time during that day's working hours (Los Angeles, about 7 am to 5 pm), not on a Sunday, never after now. */
  workTime(dice: Dice, time: number): Date {
    const day = new Date(time);
    day.setUTCHours(15, 0, 0, 0);
    if (day.getUTCDay() === 0) day.setTime(day.getTime() + DAY_MS);
    return new Date(Math.min(day.getTime() + dice.between(0, 9.5) * HOUR_MS, this.latest));
  }

  /** The time, or if the shop is closed then (Los Angeles night), soon after it opens; never after now. */
  onShift(dice: Dice, time: number): Date {
    const at = new Date(time);
    const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
    if (hour >= 1 && hour < 15) {
      at.setUTCHours(15, 0, 0, 0);
      at.setTime(at.getTime() + dice.between(0, 90) * MINUTE_MS);
    }
    return new Date(Math.min(at.getTime(), this.latest));
  }

  later(dice: Dice, from: Date, minMinutes: number, maxMinutes: number): Date {
    return this.onShift(dice, from.getTime() + dice.between(minMinutes, maxMinutes) * MINUTE_MS);
  }

  print(dice: Dice, part: DemoPart, at: Date, by: Actor): Tag {
    const hardware =
      part.category === 'ECM' && dice.chance(0.75)
        ? `HW 0261S0${dice.digits(4)} SW 1037${dice.digits(6)}`
        : part.category === 'TIPM'
          ? tipmLabel(part.part_number, this.tags.length)
          : null;
    const tag = new Tag(part, at, by, hardware);
    this.tags.push(tag);
    return tag;
  }

  /** An order of the part placed after `after`, not shipped yet: the one this item goes out against. */
  takeSale(dice: Dice, part: DemoPart, after: number): DemoSale | undefined {
    const open = (this.salesByPart.get(part.part_number) ?? []).filter(
      (sale) => !this.usedSales.has(sale) && sale.at.getTime() > after && sale.at.getTime() < this.latest - 3 * HOUR_MS,
    );
    const sale = open.length > 0 ? open[dice.int(Math.min(open.length, 6))] : undefined;
    if (sale) this.usedSales.add(sale);
    return sale;
  }

  /** The module type a part had at a time: before its correction, the type it was wrongly filed under. */
  moduleTypeAt(part: DemoPart, at: Date): string {
    const correction = this.corrections.find((candidate) => candidate.part === part);
    return correction && at < correction.at ? correction.from : part.module_type;
  }
}

/** One item's life: scanned in, shelved, maybe rebuilt, converted, moved, shipped against an order. */
export function planItem(planner: Planner, dice: Dice, startPart: DemoPart, forced?: InventoryStatus): PlannedItem {
  const family = DEMO_PARTS.filter((part) => part !== startPart && familyOf(part) === familyOf(startPart));
  let status =
    forced ??
    dice.weighted<InventoryStatus>([
      ['bin_ready', 40],
      ['shipped', 27],
      ['converted', 8],
      ['added_to_inventory', 13],
      ['received', 12],
    ]);
  if (status === 'converted' && (!isModule(startPart) || family.length === 0)) status = 'bin_ready';
  if (status === 'received' && !isModule(startPart)) status = 'bin_ready';
  const age = {
    added_to_inventory: () => dice.between(0.05, 14),
    received: () => dice.between(0.5, 35),
    bin_ready: () => dice.between(1, INVENTORY_STORY_DAYS),
    shipped: () => dice.between(8, INVENTORY_STORY_DAYS),
    converted: () => dice.between(8, INVENTORY_STORY_DAYS),
  }[status]();
  const added = planner.workTime(dice, planner.daysAgo(age));

  // A shipped item goes out against a real order of its part (placed after it was shelved, at most about
  // five days after it came in), in the condition the customer bought.
  const sale = status === 'shipped' ? planner.takeSale(dice, startPart, added.getTime() + 6 * DAY_MS) : undefined;
  const saleType = sale ? CONDITION_TYPES[sale.sku.toUpperCase().split('-')[1] ?? ''] : undefined;
  const inventoryType = !isModule(startPart)
    ? 'New'
    : status === 'received'
      ? dice.weighted([
          ['Core', 80],
          ['Pre-owned', 20],
        ])
      : saleType && saleType !== 'Rebuilt'
        ? saleType
        : status === 'shipped'
          ? 'Core'
          : dice.weighted([
              ['Core', 65],
              ['Pre-owned', 12],
              ['New', 10],
              ['Like New', 8],
              ['Rebuilt', 5],
            ]);

  const adder: Actor = dice.weighted(status === 'received' ? SHIPPERS : ADDERS);
  const firstTag = planner.print(
    dice,
    startPart,
    new Date(added.getTime() - dice.between(10, 3 * 24 * 60) * MINUTE_MS),
    adder,
  );
  const item: PlannedItem = {
    tag: firstTag,
    original: null,
    part: startPart,
    inventoryType,
    status: status === 'received' ? 'received' : 'added_to_inventory',
    hardwareInfo: firstTag.hardwareInfo,
    notes: inventoryType === 'Core' && dice.chance(0.12) ? dice.pick(CORE_NOTES) : null,
    assignedTo: null,
    added,
    steps: [],
  };
  const addedAs = item.status;
  item.steps.push({
    at: added,
    by: adder,
    event: 'added',
    tag: firstTag,
    describe: () => `Added to inventory as ${startPart.part_number} (${STATUS_NAMES[addedAs]})`,
    details: () => ({
      part_number: startPart.part_number,
      module_type: planner.moduleTypeAt(startPart, added),
      inventory_type: inventoryType,
    }),
  });
  if (status === 'added_to_inventory' || status === 'received') return item;

  // Add to Location: straight to a shelf of its rack, or first to the test bench. Putting a freshly added
  // item in a bin makes it Bin Ready.
  let bin: string | null = null;
  let at = planner.later(dice, added, 20, 26 * 60);
  const move = (when: Date, by: Actor, to: string | null) => {
    const from = bin;
    const statusThen = item.status === 'added_to_inventory' ? 'bin_ready' : item.status;
    item.steps.push({
      at: when,
      by,
      event: 'location',
      tag: item.tag,
      bin: to,
      describe: () => (to === null ? `Taken out of ${from}` : from ? `Moved from ${from} to ${to}` : `Put in ${to}`),
      details: () => (to === null ? { from, to: null } : { from, to, status: statusThen }),
    });
    bin = to;
    item.status = statusThen;
  };
  const shelf = () => dice.pick(binsOf(rackOf(item.part)));
  if (isModule(startPart) && dice.chance(0.3)) {
    move(at, 'technician', QC_BIN);
    at = planner.later(dice, at, 60, 4 * 24 * 60);
  }
  move(at, dice.weighted(SHELVERS), shelf());

  /** A technician rebuilds a core: the inventory type is edited from Core to Rebuilt. */
  const rebuild = (until: number) => {
    if (item.inventoryType !== 'Core') return;
    const when = new Date(
      Math.min(planner.onShift(dice, at.getTime() + dice.between(0.2, 6) * DAY_MS).getTime(), until),
    );
    if (when.getTime() <= at.getTime()) return;
    at = when;
    item.steps.push({
      at,
      by: dice.weighted(REBUILDERS),
      event: 'edited',
      tag: item.tag,
      describe: () => 'Edited inventory type',
      details: () => ({ inventory_type: { from: 'Core', to: 'Rebuilt' } }),
    });
    item.inventoryType = 'Rebuilt';
  };

  if (status === 'shipped') {
    // Assign Inventory to the order, out of the bin (via the packing table for some), status Shipped.
    const shipAt = new Date(
      Math.min(
        planner
          .onShift(
            dice,
            sale ? sale.at.getTime() + dice.between(1, 26) * HOUR_MS : at.getTime() + dice.between(2, 40) * DAY_MS,
          )
          .getTime(),
        planner.latest - 2 * HOUR_MS,
      ),
    );
    const minutesAfterShip = (minutes: number) => new Date(shipAt.getTime() + minutes * MINUTE_MS);
    rebuild(shipAt.getTime() - 3 * HOUR_MS);
    const shipper: Actor = dice.weighted(SHIPPERS);
    if (dice.chance(0.5)) move(minutesAfterShip(-dice.between(10, 50)), shipper, SHIP_BIN);
    if (sale) {
      const order = sale.order_number;
      item.steps.push({
        at: shipAt,
        by: shipper,
        event: 'assigned',
        tag: item.tag,
        describe: () => `Assigned to ${order}`,
        details: () => ({ from: null, to: order }),
      });
      item.assignedTo = order;
    }
    move(minutesAfterShip(2), shipper, null);
    item.steps.push({
      at: minutesAfterShip(5),
      by: shipper,
      event: 'status',
      tag: item.tag,
      describe: () => `Status changed from ${STATUS_NAMES.bin_ready} to ${STATUS_NAMES.shipped}`,
    });
    item.status = 'shipped';
    return item;
  }

  if (dice.chance(0.55)) rebuild(planner.latest);

  if (status === 'converted') {
    // Mark as Conversion: the item takes a new tag of another part of its family, keeping its originals.
    const convertAt = planner.onShift(dice, at.getTime() + dice.between(2, 30) * DAY_MS);
    const target = dice.pick(family);
    const from = item.tag;
    const fromPart = item.part;
    const to = planner.print(
      dice,
      target,
      new Date(convertAt.getTime() - dice.between(30, 2 * 24 * 60) * MINUTE_MS),
      'technician',
    );
    at = convertAt;
    item.steps.push({
      at,
      by: dice.weighted(CONVERTERS),
      event: 'converted',
      tag: to,
      describe: () => `Converted from ${from.serial} (${fromPart.part_number}) to ${to.serial} (${target.part_number})`,
      details: () => ({
        from: { serial_number: from.serial, part_number: fromPart.part_number },
        to: { serial_number: to.serial, part_number: target.part_number },
      }),
    });
    item.original = from;
    item.tag = to;
    item.part = target;
    item.status = 'converted';
  }

  // Now and then an item is moved to another shelf of its rack.
  const others = binsOf(rackOf(item.part)).filter((code) => code !== bin);
  if (dice.chance(0.12) && others.length > 0) {
    const when = planner.later(dice, at, 24 * 60, 20 * 24 * 60);
    if (when.getTime() > at.getTime()) {
      at = when;
      move(at, dice.chance(0.8) ? 'inventory_manager' : 'technician', dice.pick(others));
    }
  }
  return item;
}

/**
 * What a TIPM's label gives as hardware information: its hardware part number and the software level it was
 * flashed with (three levels in circulation per part); every fourth tag was printed without it. Drawn from the
 * tag's place, not the dice, so the rest of the story draws as before.
 */
function tipmLabel(partNumber: string, index: number): string | null {
  if (index % 4 === 3) return null;
  return `HW ${partNumber} SW ${partNumber.slice(0, 8)}${['AA', 'AB', 'AC'][index % 3]}`;
}
