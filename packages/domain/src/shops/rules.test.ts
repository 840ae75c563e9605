import { describe, expect, it } from 'vitest';
import { shopReason } from './rules';

describe('the shop’s reason', () => {
  it('is the text after "Reason: " up to the first period', () => {
    expect(shopReason('Error 400. Reason: Invalid billing email. Please fix.')).toBe('Invalid billing email');
    expect(shopReason('Service unavailable')).toBeNull();
  });
});
