import { describe, expect, it } from 'vitest';
import { escapeLike } from './like';

describe('escapeLike', () => {
  it('makes %, _ and \\ literal in a LIKE pattern and leaves other text alone', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('MK000123')).toBe('MK000123');
  });
});
