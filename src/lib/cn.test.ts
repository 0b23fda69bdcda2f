import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins the given class names with single spaces', () => {
    expect(cn('root', 'extra')).toBe('root extra');
  });

  it('leaves out names that are missing or switched off', () => {
    expect(cn('root', undefined, false, null, '', 'last')).toBe('root last');
    expect(cn('root', undefined)).toBe('root');
  });
});
