import { describe, expect, it } from 'vitest';
import { PACKING_MESSAGES, parseScannedTag, parseScannedTicket, partFits } from './rules';
import { ShipTicketBody } from './contracts';

describe('packing and shipping rules', () => {
  it('reads a ticket number from a scanned number or a QR link, without scanner noise', () => {
    expect(parseScannedTicket(' 100123 ')).toBe('100123');
    expect(parseScannedTicket('shiftREP-1001')).toBe('REP-1001');
    expect(parseScannedTicket('https://makro.example/order-tickets/100123?x=1')).toBe('100123');
  });

  it('reads a tag as upper case without spaces', () => {
    expect(parseScannedTag(' t0012 ab ')).toBe('T0012AB');
  });

  it('fits a module to a line of the same part, in any case', () => {
    expect(partFits('68099135ac', '68099135AC ')).toBe(true);
    expect(partFits('68099135AD', '68099135AC')).toBe(false);
  });

  it('says the spec’s ShipStation warnings', () => {
    expect(PACKING_MESSAGES.notFoundInShipStation('100123')).toBe(
      'Order 100123 not found in Shipstation. Try again later.',
    );
    expect(PACKING_MESSAGES.notAwaitingShipment('100123', 'cancelled')).toBe(
      'Failed to process order 100123. Shipstation status: cancelled.',
    );
  });

  it('ships with ups unless told, and the tracking number without spaces', () => {
    expect(ShipTicketBody.parse({ ticket_number: '100123', tracking_number: '1z 999' + 'AA10123456784' })).toEqual({
      ticket_number: '100123',
      tracking_number: '1Z999AA10123456784',
      carrier_code: 'ups',
    });
    expect(
      ShipTicketBody.safeParse({ ticket_number: '100123', tracking_number: '1Z9', carrier_code: 'ups' }).success,
    ).toBe(false);
  });
});
