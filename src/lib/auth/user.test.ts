import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../api/errors.ts';

const api = vi.fn();
vi.mock('../api/client.ts', () => ({ api: (...args: unknown[]) => api(...args) }));
const { fetchCurrentUser } = await import('./user.ts');

describe('first user fetch (000 §4)', () => {
  beforeEach(() => api.mockReset());

  it('answers the user when signed in', async () => {
    api.mockResolvedValueOnce({ id: 'usr_1', email: 'a@b.c' });
    await expect(fetchCurrentUser()).resolves.toMatchObject({ id: 'usr_1' });
  });

  it.each([401, 404, 0])('a %i means no user', async (status) => {
    api.mockRejectedValueOnce(new AppError({ code: 'X', message: 'x', status }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('other failures are errors', async () => {
    api.mockRejectedValueOnce(new AppError({ code: 'X', message: 'x', status: 500 }));
    await expect(fetchCurrentUser()).rejects.toThrow('x');
  });
});
