import { describe, expect, it } from 'vitest';
import { NewModuleRequest } from './contracts';
import { conditionLabel, normaliseCondition } from './rules';

describe('module request rules', () => {
  it('shows the condition upper-cased, empty as ANY CONDITION', () => {
    expect(conditionLabel('rebuilt')).toBe('REBUILT');
    expect(conditionLabel('')).toBe('ANY CONDITION');
    expect(conditionLabel(null)).toBe('ANY CONDITION');
  });

  it('reads conditions as people write them', () => {
    expect(normaliseCondition('Like new')).toBe('LIKENEW');
    expect(normaliseCondition('pre-owned')).toBe('PREOWNED');
    expect(normaliseCondition('broken')).toBeNull();
  });

  it('takes a legacy request or a year / make / model one, with empty optional fields left out', () => {
    const base = {
      name: ' Dana ',
      email: 'Dana@Example.com',
      source: 'tipm',
      phone_number: '',
      vin: '',
      condition: '',
    };
    expect(NewModuleRequest.parse({ ...base, module_type: 'tipm' })).toMatchObject({
      name: 'Dana',
      email: 'dana@example.com',
      module_type: 'TIPM',
      phone_number: undefined,
      condition: undefined,
    });
    const vehicle = NewModuleRequest.parse({ ...base, year: '2014', make: 'Ram', model: '1500' });
    expect([vehicle.year, vehicle.make, vehicle.model, vehicle.module_type]).toEqual([2014, 'Ram', '1500', undefined]);
    const neither = NewModuleRequest.safeParse(base);
    expect(neither.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['module_type']);
  });
});
