import type { RepairServiceType } from './wizard-rules';

/**
 * The Issues multi-select of the repair wizard (spec part 1 §3: "long lists of TIPM, ECM … repair issue choices
 * … for example Fuel Pump, Starter, Headlights, No crank No start, Misfires, Immobilizer, CPC fault code, each
 * with Others"; the full lists are not shown). These are the faults customers bring these modules in for most:
 * a TIPM (Chrysler/Dodge/Jeep/Ram power module) fails in its relays and their drivers, an engine computer in its
 * drivers, its immobilizer link and its communication.
 */
export const TIPM_ISSUES = [
  'Fuel Pump',
  'Starter',
  'No crank No start',
  'Headlights',
  'Tail / Brake Lights',
  'Turn Signals / Hazards',
  'Horn',
  'Wipers',
  'Radiator Fan',
  'A/C Compressor',
  'Blower Motor',
  'Power Windows / Locks',
  'Battery Drain',
  'Airbag Light',
  'No Communication',
  'Water Damage',
  'Others',
] as const;

export const ECM_ISSUES = [
  'Misfires',
  'Immobilizer',
  'No crank No start',
  'Crank No start',
  'Check Engine Light',
  'Stalling',
  'Rough Idle',
  'Transmission Shifting / Limp Mode',
  'Fuel Injector Circuit',
  'Electronic Throttle Control',
  'Crank / Cam Sensor Codes',
  'No Communication',
  'CPC fault code',
  'Programming / VIN Mismatch',
  'Water Damage',
  'Others',
] as const;

export type RepairIssue = (typeof TIPM_ISSUES)[number] | (typeof ECM_ISSUES)[number];

/** The TIPM list for TIPM repairs; the ECM list for ECM and VK2-C3812 (spec part 2 §2). */
export const issuesFor = (type: RepairServiceType): readonly RepairIssue[] =>
  type === 'tipm' ? TIPM_ISSUES : ECM_ISSUES;
