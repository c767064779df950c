import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred.tsx';

const Hello = ({ name }: { name: string }) => createElement('b', null, `hello ${name}`);

describe('deferred components', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const D = deferred(load);
    await Promise.all([D.preload(), D.preload()]);
    await D.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing before the code is there, and the component at once afterwards', async () => {
    const D = deferred(async () => Hello);
    expect(renderToStaticMarkup(createElement(D, { name: 'Dana' }))).toBe('');
    await D.preload();
    expect(renderToStaticMarkup(createElement(D, { name: 'Dana' }))).toBe('<b>hello Dana</b>');
  });

  it('retries a failed load on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const D = deferred(load);
    await expect(D.preload()).rejects.toThrow('offline');
    await expect(D.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
