import { describe, expect, it } from 'vitest';
import { ECM_ISSUES, TIPM_ISSUES, issuesFor } from './issues';
import { RepairCustomer, RepairOrderInfo, StaffRepairOrderInput } from './contracts';

const customer = {
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.com',
  phone: '(555) 010-2000',
  address: '12 Main St',
  city: 'Fresno',
  state: 'ca',
  zip: '93701',
};
const tipm = {
  repair_type: 'tipm',
  year: 2011,
  make: 'Jeep',
  model: 'Grand Cherokee',
  subtotal: '189',
  terms: 90,
  issues: ['Fuel Pump'],
  description: 'Fuel pump runs with the key off',
};
const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('step 1, the customer', () => {
  it('accepts a complete customer, upper-cases the state and fixes the country', () => {
    expect(RepairCustomer.parse(customer)).toMatchObject({ state: 'CA', country: 'US' });
  });

  it('refuses blank required fields after trimming, a bad e-mail and a zero zip, naming each field', () => {
    const result = RepairCustomer.safeParse({
      ...customer,
      first_name: '  ',
      city: '',
      email: 'ana@example',
      zip: '000',
    });
    expect(problems(result)).toEqual({
      first_name: 'first_name is required',
      city: 'city is required',
      email: 'email must be an e-mail address',
      zip: 'zip must not be zero',
    });
  });

  it('needs a state and takes no other country', () => {
    expect(problems(RepairCustomer.safeParse({ ...customer, state: '', country: 'CA' }))).toEqual({
      state: 'state is required',
      country: 'country must be US',
    });
  });
});

describe('step 2, the order', () => {
  it('needs year, make and model for TIPM and ECM', () => {
    const result = RepairOrderInfo.safeParse({
      ...tipm,
      repair_type: 'ecm',
      year: null,
      make: '',
      model: undefined,
      issues: ['Misfires'],
    });
    expect(problems(result)).toEqual({
      year: 'year is required',
      make: 'make is required',
      model: 'model is required',
    });
  });

  it('needs one of the 32 firmware codes for VK2, and no vehicle', () => {
    const vk2 = { ...tipm, repair_type: 'vk2', year: null, make: '', model: '', issues: ['Immobilizer'] };
    expect(problems(RepairOrderInfo.safeParse(vk2))).toEqual({ firmware: 'firmware is required' });
    expect(problems(RepairOrderInfo.safeParse({ ...vk2, firmware: '7C3A-12A650-XXX' }))).toEqual({
      firmware: 'firmware must be one of the VK2 firmware codes',
    });
    expect(RepairOrderInfo.safeParse({ ...vk2, firmware: '8c3a-12a650-bhe' }).success).toBe(true);
  });

  it('needs a subtotal above 0, chosen terms, an issue of the type and a description', () => {
    const result = RepairOrderInfo.safeParse({ ...tipm, subtotal: '0', terms: 45, issues: [], description: ' ' });
    expect(problems(result)).toEqual({
      subtotal: 'subtotal must be more than 0',
      terms: 'terms must be 15, 30, 60 or 90 days',
      issues: 'issues needs at least one choice',
      description: 'description is required',
    });
    expect(problems(RepairOrderInfo.safeParse({ ...tipm, issues: ['Misfires'] }))).toEqual({
      issues: 'issues must be from the TIPM list (Misfires is not)',
    });
  });

  it('takes a VIN of exactly 17 allowed characters or none', () => {
    expect(RepairOrderInfo.parse({ ...tipm, vin: '1c4rjfag5fc625797' }).vin).toBe('1C4RJFAG5FC625797');
    expect(RepairOrderInfo.safeParse({ ...tipm, vin: '' }).success).toBe(true);
    expect(problems(RepairOrderInfo.safeParse({ ...tipm, vin: '1C4RJFAG5FC62579O' }))).toEqual({
      vin: 'vin must be exactly 17 letters and digits (no I, O or Q)',
    });
  });

  it('reads the engine in litres with one decimal', () => {
    expect(RepairOrderInfo.safeParse({ ...tipm, engine: '3.6' }).success).toBe(true);
    expect(problems(RepairOrderInfo.safeParse({ ...tipm, engine: '3.65' }))).toEqual({
      engine: 'engine must be litres with one decimal, like 3.6',
    });
  });
});

describe('staff overrides', () => {
  const base = { request_key: '0b8e5a3c-7a51-4c36-9a57-45d0c2a6f6a1', customer, order: tipm };
  it('accept a tax percent from 0 up to but not 100', () => {
    for (const tax_percent of ['0', '7.25', '99.999'])
      expect(StaffRepairOrderInput.safeParse({ ...base, overrides: { tax_percent } }).success).toBe(true);
    for (const tax_percent of ['100', '-1', 'ten'])
      expect(StaffRepairOrderInput.safeParse({ ...base, overrides: { tax_percent } }).success).toBe(false);
  });
});

describe('the issue lists', () => {
  it('end with Others, hold the spec’s examples, and go with the repair type', () => {
    expect(TIPM_ISSUES.at(-1)).toBe('Others');
    expect(ECM_ISSUES.at(-1)).toBe('Others');
    expect(TIPM_ISSUES).toEqual(expect.arrayContaining(['Fuel Pump', 'Starter', 'Headlights', 'No crank No start']));
    expect(ECM_ISSUES).toEqual(expect.arrayContaining(['Misfires', 'Immobilizer', 'CPC fault code']));
    expect(issuesFor('tipm')).toBe(TIPM_ISSUES);
    expect(issuesFor('ecm')).toBe(ECM_ISSUES);
    expect(issuesFor('vk2')).toBe(ECM_ISSUES);
  });
});
