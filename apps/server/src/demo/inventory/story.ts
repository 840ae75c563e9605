import { DEMO_PARTS, type DemoPart } from '../parts';
import { DEMO_SEED, Dice, MINUTE_MS } from '../random';
import type { DemoSale } from '../shops';
import { Planner, binsOf, planItem } from './items';
import {
  DEMO_BINS,
  binAt,
  insertStep,
  partAt,
  rackOf,
  tagAt,
  type Actor,
  type InventoryStory,
  type PlannedCount,
  type PlannedItem,
  type Rack,
} from './warehouse';
import type { InventoryStatus } from '@makro/domain/inventory';

/** Plans the whole warehouse: the same story for the same now and shop sales. */
export function planInventoryStory(now: Date, sales: readonly DemoSale[]): InventoryStory {
  const planner = new Planner(now, sales);
  const dice = new Dice(DEMO_SEED);

  // Update Module Type: three parts had been filed under the wrong type and were corrected on a given day.
  const tipm = DEMO_PARTS.filter((part) => rackOf(part) === 'A');
  const tcm = DEMO_PARTS.filter((part) => part.module_type === 'TCM');
  for (const [part, days, by] of [
    [tipm[9], 97, 'inventory_manager'],
    [tipm[14], 41, 'tech_manager'],
    [tcm[0], 17, 'inventory_manager'],
  ] as const) {
    if (!part) continue;
    const from = part.category === 'ECM' ? 'PCM' : part.module_type === 'K' ? 'L' : 'K';
    planner.corrections.push({ part, from, at: planner.workTime(dice, planner.daysAgo(days)), by });
  }

  // How many items of each part: three of every part (the first on a shelf, so every module type is in a
  // bin), then more of what sells most. Each item has its own dice, so one item's path does not shift
  // the others'.
  const weightOf = (part: DemoPart) =>
    rackOf(part) === 'A' ? 6 : part.category === 'ECM' ? 4 : rackOf(part) === 'C' ? 2.5 : 1.5;
  const plans: { part: DemoPart; forced?: InventoryStatus }[] = DEMO_PARTS.flatMap((part) => [
    { part, forced: 'bin_ready' as const },
    { part },
    { part },
  ]);
  for (let extra = 0; extra < 380; extra += 1)
    plans.push({ part: dice.weighted(DEMO_PARTS.map((part) => [part, weightOf(part)] as const)) });
  const items = plans.map(({ part, forced }, index) =>
    planItem(planner, new Dice(DEMO_SEED + 1 + index), part, forced),
  );

  for (const correction of planner.corrections) {
    for (const item of items) {
      if (item.added > correction.at || partAt(item, correction.at) !== correction.part) continue;
      insertStep(item, {
        at: correction.at,
        by: correction.by,
        event: 'module_type',
        tag: tagAt(item, correction.at),
        describe: () => `Module type of ${correction.part.part_number} set to ${correction.part.module_type}`,
        details: () => ({ module_type: correction.part.module_type }),
      });
    }
  }

  // Two cycle counts were applied: each found one item missing from its bin and one recorded in another bin.
  const counts = [
    planCount(dice, items, 'A', planner.workTime(dice, planner.daysAgo(38))),
    planCount(dice, items, 'B', planner.workTime(dice, planner.daysAgo(9))),
  ].filter((planned): planned is PlannedCount => planned !== undefined);

  // Tags printed on the QR generator in the last week and not scanned in yet.
  const waiting: [(part: DemoPart) => boolean, number, number, Actor][] = [
    [(part) => rackOf(part) === 'A', 24, 2.2, 'inventory_manager'],
    [(part) => part.module_type === 'FCM', 10, 1.1, 'technician'],
    [(part) => part.module_type === 'PCM', 12, 0.15, 'inventory_manager'],
    [(part) => ['FICM', 'ECU'].includes(part.module_type), 8, 6, 'tech_manager'],
  ];
  for (const [predicate, quantity, days, by] of waiting) {
    const part = dice.pick(DEMO_PARTS.filter(predicate));
    const at = new Date(Math.min(planner.daysAgo(days), planner.latest));
    for (let index = 0; index < quantity; index += 1) planner.print(dice, part, at, by);
  }

  // Printing order: a batch prints consecutive serials.
  planner.tags
    .map((tag, index) => ({ tag, index }))
    .sort((a, b) => a.tag.at.getTime() - b.tag.at.getTime() || a.index - b.index)
    .forEach(({ tag }, order) => (tag.order = order));
  items.sort((a, b) => a.added.getTime() - b.added.getTime());
  return { bins: DEMO_BINS, tags: planner.tags, items, counts, corrections: planner.corrections };
}

/** A count of the fullest shelf of a rack at a time: one item was not there, one recorded elsewhere was. */
function planCount(dice: Dice, items: PlannedItem[], rack: Rack, at: Date): PlannedCount | undefined {
  const shelves = binsOf(rack);
  const inBin = (code: string) => items.filter((item) => binAt(item, at) === code);
  const bin = shelves.reduce((best, code) => (inBin(code).length > inBin(best).length ? code : best));
  const expected = inBin(bin);
  if (expected.length < 3) return undefined;
  /** Nothing happens to it after the count, so the count's correction is its last word. */
  const quiet = (item: PlannedItem) => item.steps.every((step) => step.at < at);
  const stayed = expected.filter(quiet);
  const missing = stayed.length > 1 ? dice.pick(stayed) : undefined;
  const elsewhere = items.filter((item) => {
    const recorded = binAt(item, at);
    return quiet(item) && recorded !== null && recorded !== bin && shelves.includes(recorded);
  });
  const found = elsewhere.length > 0 ? dice.pick(elsewhere) : undefined;
  const counted: PlannedCount = {
    bin,
    by: 'inventory_manager',
    started: new Date(at.getTime() - dice.between(15, 40) * MINUTE_MS),
    applied: at,
    expected: expected.map((item) => tagAt(item, at)),
    scanned: [...expected.filter((item) => item !== missing), ...(found ? [found] : [])].map((item) => tagAt(item, at)),
  };
  if (missing) {
    missing.steps.push({
      at,
      by: counted.by,
      event: 'cycle_count',
      tag: missing.tag,
      bin: null,
      describe: () => `Not found in ${bin} at a cycle count; taken out of the bin`,
      details: () => ({ cycle_count_id: counted.id }),
    });
  }
  if (found) {
    const from = binAt(found, at);
    found.steps.push({
      at,
      by: counted.by,
      event: 'cycle_count',
      tag: found.tag,
      bin,
      describe: () => `Found in ${bin} at a cycle count; was recorded in ${from}`,
      details: () => ({ cycle_count_id: counted.id, from, to: bin }),
    });
  }
  return counted;
}
