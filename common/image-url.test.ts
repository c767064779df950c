import { describe, expect, it } from 'vitest';
import { IMAGE_DEFAULTS, imageQuery, imageUrl, normaliseImageOptions, parseImageQuery } from './image-url.ts';

describe('image URL builder (image service v2)', () => {
  it('omits the defaults (w=0, h=0, z=1, fx=0.5, fy=0.5) and always says v=2', () => {
    expect(imageUrl({ project: 'prj_1', file: 'drv_1' })).toBe('/v1/drive/images/prj_1/drv_1.webp?v=2');
    expect(imageUrl({ project: 'prj_1', file: 'drv_1', type: 'png', width: 0, height: 0, zoom: 1, focalX: 0.5, focalY: 0.5 })).toBe(
      '/v1/drive/images/prj_1/drv_1.png?v=2',
    );
    expect(normaliseImageOptions({})).toEqual(IMAGE_DEFAULTS);
  });

  it('writes every option in one fixed order, whatever the input order', () => {
    const a = imageUrl({
      project: 'p',
      file: 'f',
      type: 'jpg',
      background: '#FFAA00',
      rotate: 90,
      width: 200,
      height: 100,
      zoom: 2,
      focalX: 0.25,
      focalY: 0.75,
      padding: { top: 1, right: 2, bottom: 3, left: 4 },
      position: 'top-left',
      fit: 'contain',
      mirrorX: true,
      mirrorY: true,
      reflect: true,
      extend: 'mirror',
      dpi: 300,
    });
    expect(a).toBe(
      '/v1/drive/images/p/f.jpg?v=2&w=200&h=100&z=2&fx=0.25&fy=0.75&pt=1&pr=2&pb=3&pl=4&pos=top-left&fit=contain&mx=1&my=1&r=90&rf=1&ex=mirror&dpi=300&bg=ffaa00',
    );
  });

  it('clamps: sizes ≥ 0, focal point 0…1, zoom ≥ 0; rounds sizes; rotation wraps', () => {
    const n = normaliseImageOptions({ width: -10, height: 33.6, zoom: -2, focalX: 3, focalY: -1, rotate: -90, padding: { top: -5 } });
    expect(n).toMatchObject({ w: 0, h: 34, z: 0, fx: 1, fy: 0, r: 270, pt: 0 });
    expect(normaliseImageOptions({ width: Number.NaN, dpi: 99999 })).toMatchObject({ w: 0, dpi: 2400 });
    expect(normaliseImageOptions({ background: 'not a colour' }).bg).toBe('');
  });

  it('adds the token only to private URLs', () => {
    expect(imageUrl({ project: 'p', file: 'f', private: true, token: '123.abc' })).toBe('/v1/drive/images/p/f.webp?v=2&token=123.abc');
    expect(imageUrl({ project: 'p', file: 'f', token: '123.abc' })).toBe('/v1/drive/images/p/f.webp?v=2');
  });

  it('parses what it builds (the server reads the same query), and names bad values', () => {
    const n = normaliseImageOptions({ width: 120, fit: 'inside', mirrorY: true, background: '00000080' });
    const query = Object.fromEntries(new URLSearchParams(imageQuery(n)));
    expect(parseImageQuery(query)).toEqual({ options: n });
    expect(parseImageQuery({ w: 'abc', fit: 'stretch', mx: 'yes', v: '1', bg: 'red' })).toEqual({
      errors: {
        w: ['Must be a number.'],
        fit: ['Must be one of: cover, contain, fill, inside, outside.'],
        mx: ['Must be 0 or 1.'],
        v: ['Only version 2 is served.'],
        bg: ['Must be a colour as rrggbb or rrggbbaa.'],
      },
    });
  });
});
