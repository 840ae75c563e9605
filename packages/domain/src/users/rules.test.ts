import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../shared';
import {
  PASSWORD_DIGITS,
  PASSWORD_LETTERS,
  PASSWORD_SYMBOLS,
  PERMISSION_GROUPS,
  generatePassword,
  permissionChanges,
  permissionOverride,
  profileChanges,
} from './rules';

const seeded = (seed: number) => (count: number) => {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state;
  });
};

describe('generatePassword', () => {
  const allowed = new Set([...PASSWORD_LETTERS, ...PASSWORD_DIGITS, ...PASSWORD_SYMBOLS]);

  it('has the asked length, only allowed characters, and a letter, a digit and a symbol', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const password = generatePassword(8, seeded(seed));
      expect(password).toHaveLength(8);
      expect([...password].every((char) => allowed.has(char))).toBe(true);
      expect([...password].some((char) => PASSWORD_LETTERS.includes(char))).toBe(true);
      expect([...password].some((char) => PASSWORD_DIGITS.includes(char))).toBe(true);
      expect([...password].some((char) => PASSWORD_SYMBOLS.includes(char))).toBe(true);
    }
  });

  it('holds all three classes even when the random source is constant', () => {
    const password = generatePassword(8, (count) => new Array<number>(count).fill(0));
    expect(password).toMatch(/[A-Za-z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z\d]/);
  });

  it('differs between random sources and refuses lengths below 3', () => {
    expect(generatePassword(8, seeded(1))).not.toBe(generatePassword(8, seeded(2)));
    expect(() => generatePassword(2, seeded(1))).toThrow();
  });
});

describe('PERMISSION_GROUPS', () => {
  it('holds every permission exactly once, each with a label', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => group.permissions.map((entry) => entry.permission));
    expect(listed).toHaveLength(PERMISSIONS.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...PERMISSIONS].sort());
    for (const group of PERMISSION_GROUPS) {
      for (const entry of group.permissions) expect(entry.label.trim()).not.toBe('');
    }
  });

  it('groups like the side menu', () => {
    expect(PERMISSION_GROUPS.map((group) => group.label)).toEqual([
      'Reports / Insights & Accounts',
      'Inventory & Orders',
      'Transactions & Processing',
      'Tools',
    ]);
  });
});

describe('permissionOverride', () => {
  it('marks grants and revocations against the defaults', () => {
    const defaults = ['can_view_dashboard', 'can_view_vin_decoder'];
    expect(permissionOverride('can_view_dashboard', ['can_view_dashboard'], defaults)).toBeNull();
    expect(permissionOverride('can_view_vin_decoder', ['can_view_dashboard'], defaults)).toBe('revoked');
    expect(permissionOverride('can_view_grim', ['can_view_grim'], defaults)).toBe('granted');
    expect(permissionOverride('can_view_grim', [], defaults)).toBeNull();
  });
});

describe('account history changes', () => {
  it('lists changed profile fields in words', () => {
    const before = { id: 5, first_name: 'Ann', email: null, account_type_id: 4, is_active: true, default_color: '#1' };
    const after = {
      id: 5,
      first_name: 'Anna',
      email: 'a@b.co',
      account_type_id: 7,
      is_active: false,
      default_color: '#2',
    };
    expect(profileChanges(before, after)).toEqual([
      { field: 'first_name', label: 'First name', from: 'Ann', to: 'Anna' },
      { field: 'email', label: 'Email', from: '----', to: 'a@b.co' },
      { field: 'account_type_id', label: 'Account type', from: 'Technician', to: 'CSR' },
      { field: 'is_active', label: 'Status', from: 'Active', to: 'Deactivated' },
    ]);
    expect(profileChanges(null, null)).toEqual([]);
  });

  it('lists permissions added and removed', () => {
    expect(
      permissionChanges(
        { permissions: ['can_view_dashboard', 'can_view_vin_decoder'] },
        { permissions: ['can_view_grim', 'can_view_dashboard'] },
      ),
    ).toEqual({ added: ['can_view_grim'], removed: ['can_view_vin_decoder'] });
    expect(permissionChanges(undefined, 'x')).toEqual({ added: [], removed: [] });
  });
});
