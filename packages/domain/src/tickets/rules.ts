/**
 * Tickets: one unit of work (a repair, a shop or internal order, a rental, an RMA), spec part 1 §3
 * "Shared enumerations". The statuses staff see are the 33 names; each belongs to one of the 12 numbered
 * workflow stages, and the stages decide which moves are allowed.
 */
export const TICKET_TYPES = ['repair', 'order', 'rental', 'rma'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketTypeInfo {
  label: string;
  /** The list page, and the first path segment of the ticket page (the back link). */
  path: string;
  color: string;
}

export const TICKET_TYPE_INFO: Readonly<Record<TicketType, TicketTypeInfo>> = {
  repair: { label: 'Repair', path: '/repair-tickets', color: 'blue' },
  order: { label: 'Order', path: '/order-tickets', color: 'teal' },
  rental: { label: 'Rental', path: '/rental-tickets', color: 'grape' },
  rma: { label: 'RMA', path: '/rma-tickets', color: 'orange' },
};

export const ticketPath = (type: TicketType, ticketNumber: string) =>
  `${TICKET_TYPE_INFO[type].path}/${encodeURIComponent(ticketNumber)}`;

/** Ticket sources and refund departments (spec part 1 §3): the two shops. */
export const TICKET_SOURCES = ['tipm', 'ecm'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];
export const TICKET_SOURCE_LABELS: Readonly<Record<TicketSource, string>> = { tipm: 'TIPM', ecm: 'ECM' };

export const TICKET_TAGS = [
  'RMA-S',
  'TIPM',
  'ECM / PCM',
  'TCM / TCU',
  'GRIM',
  'RVC',
  'CLONING',
  'FCM',
  'BCM',
  'FICM',
  'IDM',
  'REFUNDED',
] as const;
export type TicketTag = (typeof TICKET_TAGS)[number];

export const QUALITY_CONTROL = ['pass', 'none', 'reject'] as const;
export type QualityControl = (typeof QUALITY_CONTROL)[number];

/** The numbered workflow stages (spec part 1 §3 "Numeric ticket status ids"). */
export const WORKFLOW_STAGES = {
  1: 'Waiting for Module',
  2: 'Not Started',
  3: 'Initial Inspection',
  4: 'Repair/Reprogramming',
  5: 'Final Inspection',
  6: 'Packed',
  7: 'Shipped/Picked-up',
  8: 'For Refund',
  9: 'Waiting for Core',
  10: 'Cancelled',
  11: 'Completed',
  12: 'Closed',
} as const;
export type WorkflowStage = keyof typeof WORKFLOW_STAGES;

/** Every status name staff see, with its workflow stage; the order is the order of the workflow. */
const STATUS_STAGES = [
  ['Waiting for Module', 1],
  ['Waiting from Supplier (Contact Customer)', 1],
  ['Ordering from Supplier', 1],
  ['Waiting for Repair Module', 1],
  ['Pulling from Inventory', 1],
  ['Waiting for Clone', 1],
  ['Not Started', 2],
  ['Unassigned', 2],
  ['Assigned', 2],
  ['Reviewing', 2],
  ['Module Received', 2],
  ['Module Received from Suppliers', 2],
  ['Module Received for Cloning', 2],
  ['Initial Inspection In Progress', 3],
  ['In Progress', 4],
  ['Repair/Reprogramming In Progress', 4],
  ['Converting', 4],
  ['Cleaning', 4],
  ['Completed by Tech', 5],
  ['Final Inspection In Progress', 5],
  ['Packed', 6],
  ['Shipped / Picked-up', 7],
  ['Picked Up', 7],
  ['Immediate Replacement Shipped', 7],
  ['For Refund', 8],
  ['Waiting for Core', 9],
  ['Shipped (Waiting for Core)', 9],
  ['Cancelled', 10],
  ['Failed', 10],
  ['Completed', 11],
  ['Completed (Charged Customer)', 11],
  ['Completed (Core Received)', 11],
  ['Closed', 12],
] as const satisfies readonly (readonly [string, WorkflowStage])[];

export type TicketStatus = (typeof STATUS_STAGES)[number][0];
export const TICKET_STATUSES: readonly TicketStatus[] = STATUS_STAGES.map(([name]) => name);
export const DEFAULT_TICKET_STATUS: TicketStatus = 'Not Started';

const STAGE_OF = new Map<string, WorkflowStage>(STATUS_STAGES);

export function isTicketStatus(value: string): value is TicketStatus {
  return STAGE_OF.has(value);
}

export function stageOf(status: TicketStatus): WorkflowStage {
  return STAGE_OF.get(status)!;
}

/** Nothing leaves these stages except by an administrator's reopen. */
export const TERMINAL_STAGES: readonly WorkflowStage[] = [10, 12];
/** Work no one has to do any more: not in a technician's queue, no maturity colour. */
export const FINISHED_STAGES: readonly WorkflowStage[] = [10, 11, 12];

export const isFinished = (status: TicketStatus) => FINISHED_STAGES.includes(stageOf(status));
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = TICKET_STATUSES.filter((status) => !isFinished(status));

/**
 * The stages each stage may move to, besides another name of the same stage. A bench ticket goes forward
 * through inspection, repair, final inspection, packing and shipping; it may step back when an inspection
 * fails or a part must be awaited; it may be sent to refund or cancelled until it has shipped; a completed
 * ticket may still be refunded or closed.
 */
const NEXT_STAGES: Readonly<Record<WorkflowStage, readonly WorkflowStage[]>> = {
  1: [2, 3, 4, 10],
  2: [1, 3, 4, 10],
  3: [1, 2, 4, 5, 8, 10],
  4: [1, 3, 5, 8, 10],
  5: [4, 6, 7, 8, 10, 11],
  6: [5, 7, 10],
  7: [8, 9, 11],
  8: [10, 11, 12],
  9: [8, 11, 12],
  10: [],
  11: [8, 12],
  12: [],
};

export interface TransitionActor {
  /** Administrators may reopen a cancelled or closed ticket. */
  administrator: boolean;
}

/** Whether a ticket in `from` may be set to `to` by this person. Setting the same status is no move at all. */
export function canMoveTicket(from: TicketStatus, to: TicketStatus, actor: TransitionActor): boolean {
  if (from === to) return false;
  const fromStage = stageOf(from);
  const toStage = stageOf(to);
  if (TERMINAL_STAGES.includes(fromStage)) return actor.administrator && !TERMINAL_STAGES.includes(toStage);
  return fromStage === toStage || NEXT_STAGES[fromStage].includes(toStage);
}

/** The statuses a ticket in `from` can be set to, in workflow order: what the status menu offers. */
export function nextTicketStatuses(from: TicketStatus, actor: TransitionActor): TicketStatus[] {
  return TICKET_STATUSES.filter((to) => canMoveTicket(from, to, actor));
}

export function transitionRefusal(from: TicketStatus, to: TicketStatus): string {
  if (TERMINAL_STAGES.includes(stageOf(from)) && !TERMINAL_STAGES.includes(stageOf(to)))
    return `A ticket that is ${from} can only be reopened by an administrator (from "${from}" to "${to}")`;
  return `A ticket cannot move from "${from}" to "${to}"`;
}

/**
 * How long a ticket has been open, coloured as it ages (spec "maturity"): up to a week is fresh, the second
 * week aging, up to a month late, after that overdue. Finished tickets are not coloured.
 */
export const MATURITY_LEVELS = ['fresh', 'aging', 'late', 'overdue', 'finished'] as const;
export type MaturityLevel = (typeof MATURITY_LEVELS)[number];
export const MATURITY_THRESHOLDS = { aging: 7, late: 14, overdue: 30 } as const;

const DAY_MS = 86_400_000;

export function ticketMaturity(
  createdAt: string | Date,
  status: TicketStatus,
  now: Date = new Date(),
): { days: number; level: MaturityLevel } {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
  if (isFinished(status)) return { days, level: 'finished' };
  if (days >= MATURITY_THRESHOLDS.overdue) return { days, level: 'overdue' };
  if (days >= MATURITY_THRESHOLDS.late) return { days, level: 'late' };
  if (days >= MATURITY_THRESHOLDS.aging) return { days, level: 'aging' };
  return { days, level: 'fresh' };
}

/** Spec part 2 §9: ticket lists show 20 a page; searches wait 300 ms after the last key. */
export const TICKET_PAGE_SIZE = 20;
export const TICKET_SEARCH_DEBOUNCE_MS = 300;
