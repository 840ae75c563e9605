import { createPortal } from 'react-dom';
import type { PackingTicket } from '@makro/domain/packing-shipping';
import { formatDateTime } from '@/lib/dates';
import '@/features/packing-shipping/packing-slip.css';

/**
 * The packing slip window.print() puts on paper: a copy straight under <body> while print CSS hides the app
 * (the QR labels' way); on screen it is not shown. The ticket, the customer and each line's module.
 */
export function PackingSlip({ ticket }: { ticket: PackingTicket }) {
  return createPortal(
    <div className="packing-slip-sheet" data-testid="packing-slip">
      <h1>Packing Slip</h1>
      <p>
        Ticket <b>{ticket.ticket_number}</b> · Order <b>{ticket.order_number}</b> · {ticket.source.toUpperCase()}
      </p>
      <p>Ship to: {ticket.customer}</p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Part Number</th>
            <th>Module Tag</th>
            <th>Packed</th>
          </tr>
        </thead>
        <tbody>
          {ticket.lines.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              <td>{line.part_number}</td>
              <td>{line.serial_number ?? ''}</td>
              <td>{line.packed_at ? `${formatDateTime(line.packed_at)} ${line.packed_by_name ?? ''}` : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
