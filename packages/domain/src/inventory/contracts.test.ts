import { describe, expect, it } from 'vitest';
import { ExportQuery } from './contracts';

describe('the export query', () => {
  it('reads a repeated key as a list whether it came once or several times', () => {
    expect(ExportQuery.parse({ 'status[]': 'shipped', 'category[]': ['TIPM', 'ECM'] })).toEqual({
      'status[]': ['shipped'],
      'category[]': ['TIPM', 'ECM'],
    });
    expect(ExportQuery.parse({})).toEqual({});
  });

  it('refuses a value the list does not know, alone or among others', () => {
    expect(ExportQuery.safeParse({ 'status[]': 'lost' }).success).toBe(false);
    expect(ExportQuery.safeParse({ 'status[]': ['shipped', 'lost'] }).success).toBe(false);
  });
});
