// The RMA area's public face: the shell shows the pending count on the menu's RMAs entry.
export { usePendingRmaCount } from '@/features/rma/api';
