/** Spec part 1 §9: the dashboard keeps RMAs whose original order is less than 31 days old. */
export const WITHIN_DAYS_LIMIT = 31;

export function isWithin30Days(orderDaysElapsed: number | null | undefined): boolean {
  return orderDaysElapsed !== null && orderDaysElapsed !== undefined && orderDaysElapsed < WITHIN_DAYS_LIMIT;
}

/**
 * The shop of an RMA, or 'exchange' (not counted). Numbers the portal makes name it (site-RMAREQ-order,
 * site-EXCREQ-order); older ones follow the old convention (spec part 1 §3): 'EXC-' marks an exchange, 'E-' an
 * ECM request, anything else TIPM.
 */
export function rmaSite(rmaNumber: string): 'tipm' | 'ecm' | 'exchange' {
  const upper = rmaNumber.toUpperCase();
  if (upper.includes('EXC-') || upper.includes('-EXCREQ-')) return 'exchange';
  if (upper.startsWith('TIPM-')) return 'tipm';
  if (upper.startsWith('ECM-')) return 'ecm';
  return upper.includes('E-') ? 'ecm' : 'tipm';
}

export function countRmaSubmissions(submissions: readonly { rma_number: string }[]): { tipm: number; ecm: number } {
  const counts = { tipm: 0, ecm: 0 };
  for (const submission of submissions) {
    const site = rmaSite(submission.rma_number);
    if (site !== 'exchange') counts[site] += 1;
  }
  return counts;
}

/**
 * Who hears of a new RMA request and sees the menu's count of those under review: customer service, who
 * decide returns (technicians open RMA tickets too, but do not review requests).
 */
export const RMA_REVIEW_PERMISSION = 'can_view_refunds' as const;
