import { describe, expect, it } from 'vitest';
import {
  driveImageRef,
  IMAGE_DEFAULTS,
  imageQuery,
  imageUrl,
  normaliseImageOptions,
  parseImageQuery,
  responsiveImage,
} from './image-url.ts';

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

describe('drive images across the app (responsiveImage)', () => {
  it('renders a drive public link at 1x and 2x through the image service', () => {
    expect(responsiveImage('/v1/drive/public/prj_1/files/drv_1', { width: 120, height: 120 })).toEqual({
      src: '/v1/drive/images/prj_1/drv_1.webp?v=2&w=120&h=120',
      srcSet: '/v1/drive/images/prj_1/drv_1.webp?v=2&w=120&h=120 1x, /v1/drive/images/prj_1/drv_1.webp?v=2&w=240&h=240 2x',
    });
  });

  it('keeps the origin of an absolute link and the token of a signed image URL', () => {
    const abs = responsiveImage('https://shop.example/v1/drive/public/prj_1/files/drv_2', { width: 36, height: 36 });
    expect(abs.src).toBe('https://shop.example/v1/drive/images/prj_1/drv_2.webp?v=2&w=36&h=36');
    const signed = responsiveImage('/v1/drive/images/prj_1/drv_3.png?v=2&w=800&token=123.abc', { width: 50 });
    expect(signed.src).toBe('/v1/drive/images/prj_1/drv_3.webp?v=2&w=50&token=123.abc');
    expect(signed.srcSet).toContain('w=100&token=123.abc 2x');
  });

  it('leaves external, data: and other URLs alone', () => {
    for (const src of [
      'https://cdn.example.com/p.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '/v1/drive/files/drv_1?project=prj_1',
      '/v1/drive/public/prj_1/files/../x',
      '/v1/drive/public/pr%ZZ/files/drv_1',
      'javascript:alert(1)',
    ])
      expect(responsiveImage(src, { width: 10 })).toEqual({ src });
    expect(driveImageRef('')).toBeNull();
  });
});
