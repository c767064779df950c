import { describe, expect, it } from 'vitest';
import { displayName } from './AccountMenu.tsx';

describe('account menu heading', () => {
  it('has no name line when no name is set, so the email is shown once', () => {
    expect(displayName({ firstName: null, lastName: null, username: null })).toBeNull();
    expect(displayName({ firstName: ' ', lastName: null, username: '' })).toBeNull();
    expect(displayName({ firstName: 'Dana', lastName: 'Reyes', username: 'dr' })).toBe('Dana Reyes');
    expect(displayName({ firstName: null, lastName: null, username: 'dr' })).toBe('dr');
  });
});
