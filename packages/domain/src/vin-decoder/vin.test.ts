import { describe, expect, it } from 'vitest';
import { VinDecoded, VinInput } from './contracts';
import { VIN_WARNINGS, isDecodableVin, vinAnswerFromRules } from './rules';
import { VIN_PATTERN, cleanVinInput, vinCheckDigit, vinModelYear, vinProblem, vinStructureMessage } from './vin';

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

describe('VIN shape messages', () => {
  it('names the length and the character a VIN never has', () => {
    expect(vinStructureMessage('1HGCM82633A00435')).toBe('must be exactly 17 characters (16 given)');
    expect(vinStructureMessage('1HGCM82633A00435O')).toBe(
      'has "O" at position 17: a VIN holds only letters and digits, never I, O or Q',
    );
    expect(vinStructureMessage('1HGCM8 633A004352')).toMatch(/^has a space at position 7/);
  });

  it('has nothing to say of a right shape, even with a wrong check digit', () => {
    expect(vinStructureMessage(' 1hgcm82633a004352 ')).toBeNull();
    expect(vinStructureMessage('1HGCM82643A004352')).toBeNull();
    expect(VIN_PATTERN.test('1HGCM82633A004352')).toBe(true);
  });
});

describe('VIN input from a keyboard, a paste or a barcode', () => {
  it('drops spaces and dashes, upper-cases, and drops the import marker of a VIN barcode', () => {
    expect(cleanVinInput(' 1hgcm8 2633-a004352\n')).toBe('1HGCM82633A004352');
    expect(cleanVinInput('I1HGCM82633A004352')).toBe('1HGCM82633A004352');
    // Not the marker: an I typed where it does not belong is left for the check to name.
    expect(cleanVinInput('I1HGCM82633A00435')).toBe('I1HGCM82633A00435');
  });
});

describe('the answer from the rules alone', () => {
  it('reads the check digit and the model year, and knows nothing of the maker', () => {
    const answer = vinAnswerFromRules('1hgcm82633a004352');
    expect(answer).toMatchObject({
      vin: '1HGCM82633A004352',
      valid: true,
      decoded: false,
      check_digit: { expected: '3', actual: '3', valid: true },
      model_year: 2003,
      make: null,
      warnings: [],
    });
    expect(VinDecoded.parse(answer)).toEqual(answer);
  });

  it('warns of a check digit that does not match (a typo, or a VIN from outside North America) without refusing', () => {
    const answer = vinAnswerFromRules('1HGCM82643A004352');
    expect(answer.valid).toBe(true);
    expect(answer.check_digit).toEqual({ expected: '3', actual: '4', valid: false });
    expect(answer.warnings).toEqual([VIN_WARNINGS.checkDigit('4', '3')]);
    expect(answer.warnings[0]).toMatch(/^The check digit does not match: the VIN may have a typo\./);
    expect(isDecodableVin('1HGCM82643A004352')).toBe(true);
    expect(isDecodableVin('1HGCM82643A00435')).toBe(false);
    expect(isDecodableVin('1HGCM82643A00435I')).toBe(false);
  });

  it('says so when position 10 is not a year', () => {
    expect(vinAnswerFromRules('1HGCM8263UA004352')).toMatchObject({
      model_year: null,
      warnings: expect.arrayContaining([VIN_WARNINGS.noModelYear]),
    });
  });
});

describe('the VIN input of the decoder', () => {
  it('trims and upper-cases, then refuses a wrong shape with a sentence', () => {
    expect(VinInput.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
    expect(VinInput.safeParse('1HGCM82643A004352').success).toBe(true);
    const refused = VinInput.safeParse('1HGCM82633A0043');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['must be exactly 17 characters (15 given)']);
  });
});
