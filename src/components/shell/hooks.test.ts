import { describe, expect, it } from 'vitest';
import { pageTitle } from './hooks.ts';

describe('page title', () => {
  it('is "(<unread>) <route title> | <platform name>"', () => {
    expect(pageTitle('Dashboard', 0, 'Shopfloor')).toBe('Dashboard | Shopfloor');
    expect(pageTitle('Dashboard', 3, 'Acme Print')).toBe('(3) Dashboard | Acme Print');
    expect(pageTitle(undefined, 0, 'Shopfloor')).toBe('Shopfloor');
  });
});
