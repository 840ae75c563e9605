import { describe, expect, it } from 'vitest';
import { TICKET_TYPES } from '../tickets/rules';
import { MarkAsReceivedBody, ReceivingSearchQuery, TrackingNumber, UpdateTrackingBody } from './contracts';
import {
  RECEIVING_MESSAGES,
  RECEIVING_TYPES,
  carrierOf,
  defaultReceivingType,
  isTrackingNumber,
  parseTrackingNumber,
  receivingFlags,
  trackingFieldFor,
  trackingFieldForTicket,
} from './rules';

const USPS = '9400111899223344556677';
const USPS_TAIL = USPS.slice(2);

describe('parseTrackingNumber (spec part 2 §5)', () => {
  it('reads a USPS label scanned as (94) + 20 digits as the 22-digit number starting 94', () => {
    expect(parseTrackingNumber(`(94)${USPS_TAIL}`)).toBe(USPS);
    expect(parseTrackingNumber(`(420)90210(94)${USPS_TAIL}`)).toBe(USPS);
    expect(parseTrackingNumber(`(420)902101234(94)${USPS_TAIL}`)).toBe(USPS);
    expect(parseTrackingNumber(`(94)${USPS_TAIL}`)).toHaveLength(22);
  });

  it('drops the word "shift" a reader on the wrong keyboard layout types, whatever its case', () => {
    expect(parseTrackingNumber(`shift(420shift)90210shift(94shift)${USPS_TAIL}`)).toBe(USPS);
    expect(parseTrackingNumber(`SHIFT(420SHIFT)90210SHIFT(94SHIFT)${USPS_TAIL}`)).toBe(USPS);
    expect(parseTrackingNumber(`Shift(94Shift)${USPS_TAIL}`)).toBe(USPS);
  });

  it('reads the other USPS channel identifiers the same way', () => {
    expect(parseTrackingNumber(`(420)90210(92)${USPS_TAIL}`)).toBe(`92${USPS_TAIL}`);
  });

  it('drops the routing prefix (420 + ZIP) a plain reader puts before the USPS number', () => {
    expect(parseTrackingNumber(`42090210${USPS}`)).toBe(USPS);
    expect(parseTrackingNumber(`420902101234${USPS}`)).toBe(USPS);
    // The group separator (FNC1) some readers send between the two is a control character: dropped.
    expect(parseTrackingNumber(`42090210\u001d${USPS}`)).toBe(USPS);
  });

  it('strips spaces from a number typed as printed', () => {
    expect(parseTrackingNumber('9400 1118 9922 3344 5566 77')).toBe(USPS);
    expect(parseTrackingNumber('  1z 999 aa1 01 2345 6784 ')).toBe('1Z999AA10123456784');
  });

  it('passes UPS and FedEx numbers through unchanged (upper case)', () => {
    expect(parseTrackingNumber('1Z999AA10123456784')).toBe('1Z999AA10123456784');
    expect(parseTrackingNumber('1z999aa10123456784')).toBe('1Z999AA10123456784');
    expect(parseTrackingNumber('123456789012')).toBe('123456789012');
    expect(parseTrackingNumber('123456789012345')).toBe('123456789012345');
    expect(parseTrackingNumber(USPS)).toBe(USPS);
  });

  it('does not take (94) with fewer than 20 digits as a USPS label', () => {
    expect(parseTrackingNumber('(94)12345')).toBe('(94)12345');
    expect(isTrackingNumber(parseTrackingNumber('(94)12345'))).toBe(false);
  });

  it('leaves garbage for isTrackingNumber to refuse', () => {
    for (const garbage of ['', 'shift', 'hello world!', 'ABC', '№12345678', 'REP-70001', '<script>', 'x'.repeat(41)])
      expect(isTrackingNumber(parseTrackingNumber(garbage)), garbage).toBe(false);
    for (const good of [USPS, '1Z999AA10123456784', '123456789012', '123456789012345', 'EC123456789US'])
      expect(isTrackingNumber(good), good).toBe(true);
  });

  it('tells the carrier a number looks like, or none', () => {
    expect(carrierOf(USPS)).toBe('usps');
    expect(carrierOf('EC123456789US')).toBe('usps');
    expect(carrierOf('1Z999AA10123456784')).toBe('ups');
    expect(carrierOf('123456789012')).toBe('fedex');
    expect(carrierOf('123456789012345')).toBe('fedex');
    expect(carrierOf('ABCDEFGH12')).toBeNull();
  });
});

describe('receiving types (spec part 2 §4 "Receiving")', () => {
  it('are the seven of part 1 §3', () => {
    expect([...RECEIVING_TYPES].sort()).toEqual(
      ['cloning', 'core', 'exchange', 'programming', 'rental', 'repair', 'rma'].sort(),
    );
  });

  it('default from the ticket type: rental → rental, order → core, RMA → rma, repair → repair', () => {
    expect(Object.fromEntries(TICKET_TYPES.map((type) => [type, defaultReceivingType(type)]))).toEqual({
      rental: 'rental',
      order: 'core',
      rma: 'rma',
      repair: 'repair',
    });
  });

  it('set is_core_received for core only, is_inbound_received for every other type', () => {
    expect(receivingFlags('core')).toEqual({ is_core_received: true, is_inbound_received: false });
    for (const type of RECEIVING_TYPES.filter((candidate) => candidate !== 'core'))
      expect(receivingFlags(type), type).toEqual({ is_core_received: false, is_inbound_received: true });
  });

  it('fill the core return tracking number for a core, the inbound one otherwise', () => {
    expect(trackingFieldFor('core')).toBe('core_return_tracking_number');
    expect(trackingFieldFor('rental')).toBe('inbound_tracking_number');
    expect(trackingFieldForTicket('order')).toBe('core_return_tracking_number');
    expect(trackingFieldForTicket('rma')).toBe('inbound_tracking_number');
  });
});

describe('receiving inputs', () => {
  const body = { ticket_number: 'REP-70001', receiving_type: 'Repair', tracking_number: `(94)${USPS_TAIL}` };

  it('take the receiving type in any case and the tracking number as scanned', () => {
    expect(MarkAsReceivedBody.parse(body)).toEqual({
      ticket_number: 'REP-70001',
      receiving_type: 'repair',
      tracking_number: USPS,
      serial_number: null,
    });
    expect(MarkAsReceivedBody.parse({ ...body, serial_number: ' mk000000123 ' }).serial_number).toBe('MK000000123');
  });

  it('refuse flags that disagree with the receiving type, naming the flag', () => {
    const wrong = MarkAsReceivedBody.safeParse({ ...body, receiving_type: 'Core', is_core_received: false });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['is_core_received']);
    expect(
      MarkAsReceivedBody.safeParse({
        ...body,
        receiving_type: 'core',
        is_core_received: true,
        is_inbound_received: false,
      }).success,
    ).toBe(true);
  });

  it('refuse an unknown receiving type and a tracking number that is none', () => {
    expect(MarkAsReceivedBody.safeParse({ ...body, receiving_type: 'gift' }).error?.issues[0]?.path).toEqual([
      'receiving_type',
    ]);
    expect(MarkAsReceivedBody.safeParse({ ...body, receiving_type: '' }).error?.issues[0]?.message).toBe(
      'receiving_type is required',
    );
    expect(TrackingNumber.safeParse('hello!').error?.issues[0]?.message).toBe(
      'must be a tracking number (8 to 40 letters and digits)',
    );
    expect(TrackingNumber.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'tracking_number is required',
    ]);
    expect(UpdateTrackingBody.safeParse({ ...body, ticket_type: 'warranty' }).error?.issues[0]?.path).toEqual([
      'ticket_type',
    ]);
  });

  it('search needs a ticket number or a tracking number, and parses the tracking number', () => {
    expect(ReceivingSearchQuery.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['ticket_number'],
      message: RECEIVING_MESSAGES.needSearch,
    });
    expect(ReceivingSearchQuery.safeParse({ tracking_number: ' ', ticket_number: '' }).success).toBe(false);
    expect(ReceivingSearchQuery.parse({ tracking_number: `shift(94shift)${USPS_TAIL}` })).toEqual({
      tracking_number: USPS,
      ticket_number: undefined,
    });
    expect(ReceivingSearchQuery.safeParse({ tracking_number: 'garbage!' }).error?.issues[0]?.path).toEqual([
      'tracking_number',
    ]);
  });
});

describe('receiving words (spec part 2 §2, §5, §8)', () => {
  it('keep the spec’s spelling', () => {
    expect(RECEIVING_MESSAGES.banner).toBe('Please Scan the Tracking Number or Search the ticket ...');
    expect(RECEIVING_MESSAGES.received('REP-70001')).toBe('REP-70001 Recived!');
    expect(RECEIVING_MESSAGES.deleteTitle('REN-1187')).toBe('Delete REN-1187 from received history?');
    expect(RECEIVING_MESSAGES.historyFailed('boom')).toBe('Error retreiving received history!: boom');
    expect(RECEIVING_MESSAGES.deletedText).toBe('Item deleted from Received History.');
  });
});
