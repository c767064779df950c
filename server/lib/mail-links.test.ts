import { describe, expect, it } from 'vitest';
import { displayHost, parseConfig } from '../config.ts';
import { linksIn } from './mail.ts';

describe('links in the server log', () => {
  it('carry no trailing punctuation', () => {
    expect(linksIn('Sign in at http://127.0.0.1:8080/account/login, then verify (http://x.test/a?b=1).')).toEqual([
      'http://127.0.0.1:8080/account/login',
      'http://x.test/a?b=1',
    ]);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the origin the server prints', () => {
    expect(parseConfig({ HOST: '127.0.0.1', PORT: '9123' }).PUBLIC_URL).toBe('http://127.0.0.1:9123');
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://shop.example', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('https://shop.example');
    expect(displayHost('::1')).toBe('[::1]');
  });
});
