import { describe, expect, it } from 'vitest';
import {
  OPEN_TICKET_STATUSES,
  TICKET_STATUSES,
  WORKFLOW_STAGES,
  canMoveTicket,
  nextTicketStatuses,
  stageOf,
  ticketMaturity,
  transitionRefusal,
  type TicketStatus,
} from './rules';

const staff = { administrator: false };
const admin = { administrator: true };

describe('ticket statuses', () => {
  it('has the 33 names of the spec, each in one of the 12 workflow stages', () => {
    expect(TICKET_STATUSES).toHaveLength(33);
    expect(new Set(TICKET_STATUSES).size).toBe(33);
    const stages = new Set(TICKET_STATUSES.map(stageOf));
    expect([...stages].sort((a, b) => a - b)).toEqual(Object.keys(WORKFLOW_STAGES).map(Number));
  });

  it('leaves finished work out of the open statuses', () => {
    expect(OPEN_TICKET_STATUSES).not.toContain('Closed');
    expect(OPEN_TICKET_STATUSES).not.toContain('Completed (Core Received)');
    expect(OPEN_TICKET_STATUSES).not.toContain('Failed');
    expect(OPEN_TICKET_STATUSES).toContain('Waiting for Core');
  });
});

describe('ticket transitions', () => {
  it.each<[TicketStatus, TicketStatus, boolean]>([
    ['Not Started', 'Initial Inspection In Progress', true],
    ['Initial Inspection In Progress', 'Repair/Reprogramming In Progress', true],
    ['Repair/Reprogramming In Progress', 'Final Inspection In Progress', true],
    ['Final Inspection In Progress', 'Repair/Reprogramming In Progress', true],
    ['Final Inspection In Progress', 'Packed', true],
    ['Packed', 'Shipped / Picked-up', true],
    ['Shipped / Picked-up', 'Completed', true],
    ['Shipped / Picked-up', 'Shipped (Waiting for Core)', true],
    ['Completed', 'Closed', true],
    ['Not Started', 'Assigned', true],
    ['In Progress', 'Cleaning', true],
    ['Not Started', 'Cancelled', true],
    ['Not Started', 'Shipped / Picked-up', false],
    ['Not Started', 'Completed', false],
    ['Shipped / Picked-up', 'Cancelled', false],
    ['Shipped / Picked-up', 'Packed', false],
    ['Completed', 'In Progress', false],
    ['Closed', 'Not Started', false],
    ['Cancelled', 'In Progress', false],
    ['Cancelled', 'Failed', false],
    ['Packed', 'Packed', false],
  ])('%s → %s by staff: %s', (from, to, allowed) => {
    expect(canMoveTicket(from, to, staff)).toBe(allowed);
  });

  it('lets only an administrator reopen a closed or cancelled ticket, and never into another end', () => {
    expect(canMoveTicket('Closed', 'Not Started', admin)).toBe(true);
    expect(canMoveTicket('Cancelled', 'In Progress', admin)).toBe(true);
    expect(canMoveTicket('Closed', 'Cancelled', admin)).toBe(false);
    expect(canMoveTicket('Closed', 'Not Started', staff)).toBe(false);
    expect(nextTicketStatuses('Closed', staff)).toEqual([]);
    expect(nextTicketStatuses('Cancelled', admin)).toContain('Not Started');
  });

  it('offers the statuses it allows, in workflow order, and never the current one', () => {
    const next = nextTicketStatuses('Packed', staff);
    expect(next).not.toContain('Packed');
    expect(next).toEqual(TICKET_STATUSES.filter((to) => canMoveTicket('Packed', to, staff)));
    expect(next.indexOf('Final Inspection In Progress')).toBeLessThan(next.indexOf('Shipped / Picked-up'));
  });

  it('names both statuses when it refuses', () => {
    expect(transitionRefusal('Not Started', 'Completed')).toBe(
      'A ticket cannot move from "Not Started" to "Completed"',
    );
    expect(transitionRefusal('Closed', 'In Progress')).toContain('only be reopened by an administrator');
  });
});

describe('ticket maturity', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

  it.each([
    [0, 'fresh'],
    [6, 'fresh'],
    [7, 'aging'],
    [13, 'aging'],
    [14, 'late'],
    [29, 'late'],
    [30, 'overdue'],
    [400, 'overdue'],
  ] as const)('%i days old is %s', (days, level) => {
    expect(ticketMaturity(daysAgo(days, 1), 'In Progress', now)).toEqual({ days, level });
  });

  it('does not colour finished work, and never counts a future date as negative', () => {
    expect(ticketMaturity(daysAgo(90), 'Closed', now)).toEqual({ days: 90, level: 'finished' });
    expect(ticketMaturity(new Date(now.getTime() + 3_600_000), 'Not Started', now)).toEqual({
      days: 0,
      level: 'fresh',
    });
  });
});
