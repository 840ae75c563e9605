import { describe, expect, it } from 'vitest';
import { vinCheckDigit, vinModelYear, vinProblem } from './vin';

describe('VIN check digit', () => {
  it.each([
    // Published examples: the worked example of the check-digit rule, and VINs used in VIN references.
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
    ['5GZCZ43D13S812715', '1'],
    ['JH4KA7561PC008269', '1'],
  ])('%s carries %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin)).toBeNull();
  });

  it('finds a typo in a valid VIN', () => {
    expect(vinProblem('1M8GDM9AXKP042789')).toBe('check_digit');
    expect(vinProblem('1HGCM82643A004352')).toBe('check_digit');
  });

  it('refuses the wrong length and the letters a VIN never has', () => {
    expect(vinProblem('1C4RJFAG5FC62579')).toBe('length');
    expect(vinProblem('1C4RJFAG5FC6257970')).toBe('length');
    expect(vinProblem('1C4RJFAG5FC62579O')).toBe('characters');
    expect(vinProblem('IC4RJFAG5FC625797')).toBe('characters');
    expect(vinProblem('1C4RJFAG5FC62579-')).toBe('characters');
  });

  it('reads lower case and surrounding spaces as typed', () => {
    expect(vinProblem(' 1hgcm82633a004352 ')).toBeNull();
  });
});

describe('VIN model year', () => {
  it.each([
    ['1M8GDM9AXKP042788', 1989],
    ['1HGCM82633A004352', 2003],
    ['JH4KA7561PC008269', 1993],
    // A letter at position 7 is the 2010 cycle: F is 2015.
    ['1C4RJFAG5FC625797', 2015],
  ])('%s is a %i', (vin, year) => {
    expect(vinModelYear(vin)).toBe(year);
  });

  it('is unknown for a code that is not a year', () => {
    expect(vinModelYear('1HGCM8263UA004352')).toBeNull();
    expect(vinModelYear('short')).toBeNull();
  });
});
