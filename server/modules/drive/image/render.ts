/**
 * Image service v2 rendering with sharp: focal-point crop, fit/position, zoom, mirror, rotate, padding (extend),
 * reflection, background, dpi; output png/jpg/webp/tiff/gif, and pdf (the image on a page of px × 72 / dpi
 * points, written with pdfkit — sharp has no PDF output). Inputs beyond IMAGE_MAX_INPUT_PIXELS (decompression
 * bombs), outputs beyond MAX_OUTPUT_* and inputs that are not images are 4xx errors, never a crash.
 */
import PDFDocument from 'pdfkit';
import sharp, { type Metadata, type Sharp } from 'sharp';

type RGBA = { r: number; g: number; b: number; alpha: number };
import type { ImageType, NormalisedImageOptions } from '../../../../common/image-url.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError } from '../../../lib/errors.ts';

export const MAX_OUTPUT_SIDE = 8192;
export const MAX_OUTPUT_PIXELS = 40_000_000;

export const CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  tiff: 'image/tiff',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const notAnImage = () => new ApiError(422, CODES.IMAGE_NOT_AN_IMAGE, 'This file is not an image the service can read.');
const inputTooLarge = (max: number) =>
  new ApiError(422, CODES.IMAGE_INPUT_TOO_LARGE, `The image has more than ${max} pixels; it is not rendered.`);

function colour(bg: string, fallback: RGBA): RGBA {
  if (!bg) return fallback;
  const n = (i: number) => Number.parseInt(bg.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), alpha: bg.length === 8 ? n(6) / 255 : 1 };
}

const GRAVITY: Record<string, string> = {
  center: 'centre',
  top: 'north',
  right: 'east',
  bottom: 'south',
  left: 'west',
  'top-left': 'northwest',
  'top-right': 'northeast',
  'bottom-left': 'southwest',
  'bottom-right': 'southeast',
};

/** Output size before padding: 0 means "from the source" (keeping its aspect ratio); zoom multiplies. */
export function outputSize(o: NormalisedImageOptions, srcW: number, srcH: number) {
  let w = o.w;
  let h = o.h;
  if (!w && !h) [w, h] = [srcW, srcH];
  else if (!w) w = Math.round((h * srcW) / srcH);
  else if (!h) h = Math.round((w * srcH) / srcW);
  return { width: Math.max(1, Math.round(w * o.z)), height: Math.max(1, Math.round(h * o.z)) };
}

async function toPdf(png: Buffer, width: number, height: number, dpi: number): Promise<Buffer> {
  const points = (px: number) => (px * 72) / dpi;
  const doc = new PDFDocument({ size: [points(width), points(height)], margin: 0, info: { Producer: 'Shopfloor image service' } });
  const chunks: Buffer[] = [];
  doc.on('data', (ch: Buffer) => chunks.push(ch));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.image(png, 0, 0, { width: points(width), height: points(height) });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function encode(img: Sharp, type: ImageType, o: NormalisedImageOptions): Sharp {
  const withDpi = img.withDensity(o.dpi);
  if (type === 'jpg') return withDpi.flatten({ background: colour(o.bg, { r: 255, g: 255, b: 255, alpha: 1 }) }).jpeg({ quality: 82 });
  if (type === 'webp') return withDpi.webp({ quality: 80 });
  if (type === 'tiff') return withDpi.tiff();
  if (type === 'gif') return withDpi.gif();
  return withDpi.png();
}

export async function renderImage(
  source: string | Buffer,
  o: NormalisedImageOptions,
  type: ImageType,
  maxInputPixels: number,
): Promise<Buffer> {
  const open = () => sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw inputTooLarge(maxInputPixels);
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > maxInputPixels) throw inputTooLarge(maxInputPixels);
  const srcW = meta.autoOrient?.width ?? meta.width;
  const srcH = meta.autoOrient?.height ?? meta.height;
  const { width, height } = outputSize(o, srcW, srcH);
  const fullW = width + o.pl + o.pr;
  const fullH = Math.round(height * (o.rf ? 4 / 3 : 1)) + o.pt + o.pb;
  if (
    width > MAX_OUTPUT_SIDE ||
    height > MAX_OUTPUT_SIDE ||
    fullW > MAX_OUTPUT_SIDE ||
    fullH > MAX_OUTPUT_SIDE ||
    fullW * fullH > MAX_OUTPUT_PIXELS
  )
    throw new ApiError(
      422,
      CODES.IMAGE_OUTPUT_TOO_LARGE,
      `The rendered image would be ${fullW}×${fullH}; at most ${MAX_OUTPUT_SIDE} px a side and ${MAX_OUTPUT_PIXELS} pixels.`,
    );
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const background = colour(o.bg, type === 'jpg' ? { r: 255, g: 255, b: 255, alpha: 1 } : transparent);

  try {
    let img = open().autoOrient();
    const focal = o.fx !== 0.5 || o.fy !== 0.5;
    if (o.fit === 'cover' && focal) {
      // Scale to cover, then cut the window centred on the focal point (clamped inside the image).
      const scale = Math.max(width / srcW, height / srcH);
      const rw = Math.max(width, Math.ceil(srcW * scale));
      const rh = Math.max(height, Math.ceil(srcH * scale));
      const left = Math.min(rw - width, Math.max(0, Math.round(o.fx * rw - width / 2)));
      const top = Math.min(rh - height, Math.max(0, Math.round(o.fy * rh - height / 2)));
      img = sharp(await img.resize(rw, rh, { fit: 'fill' }).toBuffer(), { limitInputPixels: false }).extract({ left, top, width, height });
    } else {
      img = img.resize(width, height, { fit: o.fit, position: GRAVITY[o.pos], background });
    }
    if (o.mx) img = img.flop();
    if (o.my) img = img.flip();
    let buf = await img.png().toBuffer();
    if (o.r) buf = await sharp(buf).rotate(o.r, { background }).png().toBuffer();
    if (o.rf) {
      const m = await sharp(buf).metadata();
      const rh = Math.max(1, Math.round(m.height / 3));
      const mask = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${m.width}" height="${rh}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
          `<stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
          `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      );
      const reflection = await sharp(buf)
        .flip()
        .extract({ left: 0, top: 0, width: m.width, height: rh })
        .ensureAlpha()
        .composite([{ input: mask, blend: 'dest-in' }])
        .png()
        .toBuffer();
      buf = await sharp({ create: { width: m.width, height: m.height + rh, channels: 4, background } })
        .composite([
          { input: buf, top: 0, left: 0 },
          { input: reflection, top: m.height, left: 0 },
        ])
        .png()
        .toBuffer();
    }
    let out = sharp(buf);
    if (o.pt || o.pr || o.pb || o.pl) out = out.extend({ top: o.pt, right: o.pr, bottom: o.pb, left: o.pl, extendWith: o.ex, background });
    if (type === 'pdf') {
      const png = await out.withDensity(o.dpi).png().toBuffer({ resolveWithObject: true });
      return toPdf(png.data, png.info.width, png.info.height, o.dpi);
    }
    return await encode(out, type, o).toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (/pixel limit/i.test(String((err as Error).message))) throw inputTooLarge(maxInputPixels);
    throw notAnImage();
  }
}
