import type { TicketStatus, TicketTag, TicketType } from '@makro/domain/tickets';
import { Dice, DAY_MS, HOUR_MS } from '../random';

/** How a unit of work of each type usually goes through the bench, one status after the other. */
export const WORK_PATHS: Readonly<Record<TicketType, readonly TicketStatus[]>> = {
  repair: [
    'Not Started',
    'Initial Inspection In Progress',
    'Repair/Reprogramming In Progress',
    'Final Inspection In Progress',
    'Packed',
    'Shipped / Picked-up',
    'Completed',
    'Closed',
  ],
  rma: [
    'Not Started',
    'Initial Inspection In Progress',
    'Repair/Reprogramming In Progress',
    'Final Inspection In Progress',
    'Packed',
    'Shipped / Picked-up',
    'Waiting for Core',
    'Completed (Core Received)',
  ],
  order: [
    'Not Started',
    'Pulling from Inventory',
    'Cleaning',
    'Final Inspection In Progress',
    'Packed',
    'Shipped / Picked-up',
    'Completed',
  ],
  rental: [
    'Not Started',
    'Module Received',
    'Initial Inspection In Progress',
    'Cleaning',
    'Final Inspection In Progress',
    'For Refund',
    'Completed',
  ],
};

const BENCH_NOTES = [
  'Corrosion on the connector pins, cleaned and re-tested.',
  'Customer called for an update; told them it is on the bench today.',
  'Fuel pump relay sticks when warm. Replaced the relay.',
  'Flashed with the latest calibration, VIN written.',
  'Waiting on the customer to confirm the VIN before programming.',
  'Burnt trace near the ignition-run circuit, repaired and coated.',
  'Passed a 2-hour load test on the simulator.',
  'Customer prefers pick-up on Friday.',
  'Housing cracked on arrival; photos attached to the order.',
  'Immobilizer data copied from the original unit.',
];

export interface StoryPeople {
  technicians: readonly number[];
  /** Who hands out bench work (assignments). */
  dispatcher: number;
  /** Who opens tickets from the phone and the portal. */
  frontDesk: number;
}

export interface DemoEvent {
  at: Date;
  actor: number | null;
  kind: 'created' | 'status' | 'assignment' | 'note' | 'quality_control' | 'tracking';
  from?: unknown;
  to?: unknown;
  note?: string;
  text?: string;
}

export interface TicketStory {
  status: TicketStatus;
  assignee: number | null;
  quality_control: 'pass' | 'none';
  outbound_tracking_number: string | null;
  events: DemoEvent[];
  updated_at: Date;
}

const trackingNumber = (dice: Dice) => `1Z${dice.digits(3)}E${dice.digits(2)}0${dice.digits(9)}`;

/** How far a ticket this old has got: older work is further on, a few tickets are stuck or cancelled. */
function progress(dice: Dice, path: readonly TicketStatus[], ageDays: number): number {
  const pace = dice.chance(0.2) ? 10 : dice.between(2.5, 5);
  return Math.max(0, Math.min(path.length - 1, Math.floor(ageDays / pace + dice.between(-0.5, 0.5))));
}

/**
 * A ticket's life from its creation to now: who took it, each status it went through (each move one the
 * workflow allows), notes along the way, quality control and the outbound tracking number when it shipped.
 */
export function tellTicket(
  dice: Dice,
  type: TicketType,
  created: Date,
  now: Date,
  people: StoryPeople,
  names: ReadonlyMap<number, string>,
  createdText: string,
): TicketStory {
  const ageDays = (now.getTime() - created.getTime()) / DAY_MS;
  const path = WORK_PATHS[type];
  const steps = progress(dice, path, ageDays);
  const cancelled = steps > 0 && steps < 4 && dice.chance(0.08);
  const assignee = steps > 0 || dice.chance(0.5) ? dice.pick(people.technicians) : null;
  const span = Math.max(HOUR_MS, now.getTime() - created.getTime() - HOUR_MS);
  const at = (share: number) => new Date(created.getTime() + Math.min(span, Math.floor(span * share)));
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? 'Technician' });
  const events: DemoEvent[] = [{ at: created, actor: people.frontDesk, kind: 'created', text: createdText }];
  if (assignee !== null)
    events.push({ at: at(0.02), actor: people.dispatcher, kind: 'assignment', from: null, to: person(assignee) });
  const worker = assignee ?? people.dispatcher;
  let status = path[0]!;
  let qualityControl: 'pass' | 'none' = 'none';
  let outbound: string | null = null;
  const last = cancelled ? steps - 1 : steps;
  for (let step = 1; step <= last; step += 1) {
    const next = path[step]!;
    // Monotonic: each step lands in its own slice of the ticket's life so far.
    const when = at((step - 0.3 * dice.next()) / (last + 1));
    events.push({ at: when, actor: worker, kind: 'status', from: status, to: next });
    if (next === 'Packed') {
      events.push({ at: when, actor: worker, kind: 'quality_control', from: 'none', to: 'pass' });
      qualityControl = 'pass';
    }
    if (next === 'Shipped / Picked-up') {
      outbound = trackingNumber(dice);
      events.push({
        at: when,
        actor: worker,
        kind: 'tracking',
        from: null,
        to: { field: 'outbound_tracking_number', number: outbound },
      });
    }
    if (dice.chance(0.35))
      events.push({
        at: new Date(when.getTime() + HOUR_MS),
        actor: worker,
        kind: 'note',
        note: dice.pick(BENCH_NOTES),
      });
    status = next;
  }
  if (cancelled) {
    events.push({ at: at(0.9), actor: people.frontDesk, kind: 'note', note: 'Customer cancelled; no charge.' });
    events.push({ at: at(0.9), actor: people.frontDesk, kind: 'status', from: status, to: 'Cancelled' });
    status = 'Cancelled';
  }
  const ordered = events.filter((event) => event.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    status,
    assignee,
    quality_control: qualityControl,
    outbound_tracking_number: outbound,
    events: ordered,
    updated_at: ordered[ordered.length - 1]!.at,
  };
}

/** The tags a ticket of this shop and module gets at the front desk. */
export function tagsFor(source: 'tipm' | 'ecm', moduleType: string | undefined, rmaType?: string): TicketTag[] {
  const tags: TicketTag[] = [];
  if (rmaType === 'rma_standard_replacement') tags.push('RMA-S');
  if (source === 'tipm') tags.push(moduleType === 'FCM' ? 'FCM' : moduleType === 'BCM' ? 'BCM' : 'TIPM');
  else
    tags.push(
      moduleType === 'TCM' || moduleType === 'TCU'
        ? 'TCM / TCU'
        : moduleType === 'FICM'
          ? 'FICM'
          : moduleType === 'IDM'
            ? 'IDM'
            : 'ECM / PCM',
    );
  return tags;
}
