// The tickets area's public face: other web features import from here only.
export { AssigneeControl, useTechnicianOptions } from './assignee';
export { MaturityBadge, TicketStatusBadge, TicketTypeBadge } from './ticket-badges';
export { TicketListPage } from './ticket-list-page';
