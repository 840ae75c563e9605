// The tickets feature's public face: later features open tickets and write to their history through these.
export { createTicket, type NewTicket } from './create';
export { recordTicketEvent, ticketTimeline, type NewTicketEvent } from './timeline';
export { listTickets, listMyJobs, technicianWorkload, ticketsByOrigin, originIdsAssignedTo } from './lists';
export { ticketRecordOr404, ticketDetail, ticketIdByNumber } from './detail';
export { updateTicket, addTicketNote, deleteTicket } from './manage';
export { listRentalSubmissions } from './rental-submissions';
export {
  ticketsForReceiving,
  lockTicketForReceiving,
  setParcelTracking,
  linkTicketSerial,
  recordReceivingEvent,
  type TicketForReceiving,
  type LockedTicket,
  type ParcelTrackingField,
} from './receiving';
export {
  ticketForPacking,
  ticketLines,
  fillTicketLine,
  setTicketStatusFor,
  recordPackingEvent,
  type PackingTicketRecord,
  type TicketLine,
} from './packing';
export { searchTicketsFor, ticketTypesByNumber } from './global-search';
export { ticketsByEmail } from './by-email';
