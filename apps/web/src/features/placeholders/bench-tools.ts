/**
 * The tools that talk to vehicle modules through bench hardware (a J2534 pass-thru or CAN interface on a
 * technician's station). This server has no such interface, so their pages say what they will do and show no
 * readings: a made-up reading on a bench is worse than none.
 */
export interface BenchTool {
  purpose: string;
  uses: string[];
}

export const BENCH_HARDWARE_NOTE =
  'It needs a bench interface (a J2534 pass-thru or CAN adapter on a technician’s station) connected to Makro. Until one is, this page shows no readings rather than made-up ones.';

export const BENCH_TOOLS: Record<string, BenchTool> = {
  '/connected-devices': {
    purpose: 'Lists the diagnostic interfaces connected to the technicians’ stations and what each is talking to.',
    uses: [
      'each interface’s station, model and firmware',
      'the module on its harness (part number, serial) and whether it answers',
      'which technician and ticket the bench is working for',
    ],
  },
  '/send-pids': {
    purpose: 'Asks a module on the bench for live values (OBD-II and UDS parameter IDs) and shows its answers.',
    uses: [
      'check that a rebuilt module answers like a new one before it ships',
      'read supply voltage, output states and stored trouble codes',
      'save the readings on the ticket as the test record',
    ],
  },
  '/tipm-tools': {
    purpose: 'Reads and writes a TIPM’s configuration and tests its outputs.',
    uses: ['read and write the VIN and vehicle options', 'run the relay and fuse output tests', 'clear stored codes'],
  },
  '/pcm-tools': {
    purpose: 'Works on engine and powertrain modules (PCM / ECM) on the bench.',
    uses: [
      'read the module’s identification and calibration',
      'program or clone the calibration for the customer’s VIN',
      'reset learned values after a rebuild',
    ],
  },
  '/bcm-tools': {
    purpose: 'Reads and programs body control modules and tests their outputs.',
    uses: ['read and program the VIN and options', 'test lights, locks and wipers outputs', 'clear stored codes'],
  },
};
