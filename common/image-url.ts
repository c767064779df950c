/**
 * Image service version 2 (spec 001 §3 "Image URL options", §9; 000 §5): the URL of a rendered variant of a
 * drive file, built by a pure function the app and the server share. The server parses the same query with
 * `parseImageQuery` and caches each variant under `variantKey(...)`, so a URL and its cache entry agree.
 *
 *   imageUrl({ project, file, type: 'webp', width: 200, height: 200 })
 *   → /v1/drive/images/prj_…/drv_….webp?v=2&w=200&h=200
 *
 * Defaults (omitted from URLs): w=0, h=0 (0 = the source size), z=1, fx=0.5, fy=0.5. Clamps: sizes ≥ 0, focal
 * point 0…1, zoom ≥ 0. Private files need `token` (an expiring signature the server hands out with the file).
 */

export const IMAGE_VERSION = 2;
export const IMAGE_TYPES = ['png', 'jpg', 'webp', 'pdf', 'tiff', 'gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export const IMAGE_POSITIONS = [
  'center',
  'top',
  'right',
  'bottom',
  'left',
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
/** How padding is filled: the background colour, or the image's edge copied, repeated or mirrored. */
export const IMAGE_EXTENDS = ['background', 'copy', 'repeat', 'mirror'] as const;
export type ImageExtend = (typeof IMAGE_EXTENDS)[number];

export interface ImagePadding {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

export interface ImageOptions {
  width?: number;
  height?: number;
  zoom?: number;
  focalX?: number;
  focalY?: number;
  padding?: ImagePadding;
  position?: ImagePosition;
  fit?: ImageFit;
  mirrorX?: boolean;
  mirrorY?: boolean;
  /** Degrees clockwise. */
  rotate?: number;
  /** A faded reflection under the image. */
  reflect?: boolean;
  extend?: ImageExtend;
  /** Dots per inch written into the output (and the PDF page size). */
  dpi?: number;
  /** `rrggbb` or `rrggbbaa` (a leading `#` is dropped). */
  background?: string;
}

export interface ImageUrlInput extends ImageOptions {
  project: string;
  file: string;
  type?: ImageType;
  /** The file is private: sign the URL with this token (from the file's `imageToken`). */
  private?: boolean;
  token?: string | null;
  /** Origin or base path in front of `/v1/drive/…` (default: same origin). */
  base?: string;
}

/** Normalised options: every field present, clamped, rounded. */
export interface NormalisedImageOptions {
  w: number;
  h: number;
  z: number;
  fx: number;
  fy: number;
  pt: number;
  pr: number;
  pb: number;
  pl: number;
  pos: ImagePosition;
  fit: ImageFit;
  mx: boolean;
  my: boolean;
  r: number;
  rf: boolean;
  ex: ImageExtend;
  dpi: number;
  bg: string;
}

export const IMAGE_DEFAULTS: NormalisedImageOptions = {
  w: 0,
  h: 0,
  z: 1,
  fx: 0.5,
  fy: 0.5,
  pt: 0,
  pr: 0,
  pb: 0,
  pl: 0,
  pos: 'center',
  fit: 'cover',
  mx: false,
  my: false,
  r: 0,
  rf: false,
  ex: 'background',
  dpi: 72,
  bg: '',
};

/** Query keys in URL order. */
const ORDER: (keyof NormalisedImageOptions)[] = [
  'w',
  'h',
  'z',
  'fx',
  'fy',
  'pt',
  'pr',
  'pb',
  'pl',
  'pos',
  'fit',
  'mx',
  'my',
  'r',
  'rf',
  'ex',
  'dpi',
  'bg',
];

const finite = (v: number | undefined, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const size = (v: number | undefined) => Math.max(0, Math.round(finite(v, 0)));
const round3 = (v: number) => Math.round(v * 1000) / 1000;
const unit = (v: number | undefined) => round3(Math.min(1, Math.max(0, finite(v, 0.5))));

/** Clamps and rounds options (sizes ≥ 0, focal 0…1, zoom ≥ 0, rotation 0…359, dpi 1…2400). */
export function normaliseImageOptions(o: ImageOptions): NormalisedImageOptions {
  const bg = (o.background ?? '').replace(/^#/, '').toLowerCase();
  return {
    w: size(o.width),
    h: size(o.height),
    z: round3(Math.max(0, finite(o.zoom, 1))),
    fx: unit(o.focalX),
    fy: unit(o.focalY),
    pt: size(o.padding?.top),
    pr: size(o.padding?.right),
    pb: size(o.padding?.bottom),
    pl: size(o.padding?.left),
    pos: o.position ?? 'center',
    fit: o.fit ?? 'cover',
    mx: !!o.mirrorX,
    my: !!o.mirrorY,
    r: ((Math.round(finite(o.rotate, 0)) % 360) + 360) % 360,
    rf: !!o.reflect,
    ex: o.extend ?? 'background',
    dpi: Math.min(2400, Math.max(1, Math.round(finite(o.dpi, 72)))),
    bg: /^([0-9a-f]{6}|[0-9a-f]{8})$/.test(bg) ? bg : '',
  };
}

const encodeValue = (v: NormalisedImageOptions[keyof NormalisedImageOptions]) => (typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

/** The canonical query of normalised options: `v=2` then every non-default option in a fixed order. */
export function imageQuery(n: NormalisedImageOptions): string {
  const parts = [`v=${IMAGE_VERSION}`];
  for (const key of ORDER) if (n[key] !== IMAGE_DEFAULTS[key]) parts.push(`${key}=${encodeURIComponent(encodeValue(n[key]))}`);
  return parts.join('&');
}

/** The URL of one rendered variant. */
export function imageUrl(input: ImageUrlInput): string {
  const type = input.type ?? 'webp';
  const query = imageQuery(normaliseImageOptions(input));
  const token = input.private && input.token ? `&token=${encodeURIComponent(input.token)}` : '';
  return `${input.base ?? ''}/v1/drive/images/${encodeURIComponent(input.project)}/${encodeURIComponent(input.file)}.${type}?${query}${token}`;
}

const BOOL = new Set(['0', '1', 'true', 'false']);

/** Parses a variant's query (server side). Unknown enum values and non-numbers are errors; numbers clamp. */
export function parseImageQuery(
  query: Record<string, string | undefined>,
): { options: NormalisedImageOptions } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const num = (key: string): number | undefined => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n)) errors[key] = ['Must be a number.'];
    return n;
  };
  const bool = (key: string): boolean | undefined => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    if (!BOOL.has(raw)) errors[key] = ['Must be 0 or 1.'];
    return raw === '1' || raw === 'true';
  };
  const oneOf = <T extends string>(key: string, values: readonly T[]): T | undefined => {
    const raw = query[key];
    if (raw === undefined || raw === '') return undefined;
    if (!(values as readonly string[]).includes(raw)) errors[key] = [`Must be one of: ${values.join(', ')}.`];
    return raw as T;
  };
  if (query.v !== undefined && query.v !== String(IMAGE_VERSION)) errors.v = [`Only version ${IMAGE_VERSION} is served.`];
  const bg = query.bg;
  if (bg && !/^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(bg)) errors.bg = ['Must be a colour as rrggbb or rrggbbaa.'];
  const options = normaliseImageOptions({
    width: num('w'),
    height: num('h'),
    zoom: num('z'),
    focalX: num('fx'),
    focalY: num('fy'),
    padding: { top: num('pt'), right: num('pr'), bottom: num('pb'), left: num('pl') },
    position: oneOf('pos', IMAGE_POSITIONS),
    fit: oneOf('fit', IMAGE_FITS),
    mirrorX: bool('mx'),
    mirrorY: bool('my'),
    rotate: num('r'),
    reflect: bool('rf'),
    extend: oneOf('ex', IMAGE_EXTENDS),
    dpi: num('dpi'),
    background: bg,
  });
  return Object.keys(errors).length ? { errors } : { options };
}

/** A drive file a stored URL points at: its public download link or an image-service URL (same or another origin). */
export interface DriveImageRef {
  /** `''` for a same-origin path, else the URL's origin. */
  base: string;
  project: string;
  file: string;
  /** An image-service URL's signature (private files), kept as it was. */
  token?: string;
}

const ID = /^[A-Za-z0-9_]{1,64}$/;
const PUBLIC_PATH = /^\/v1\/drive\/public\/([^/]+)\/files\/([^/]+)$/;
const IMAGE_PATH = /^\/v1\/drive\/images\/([^/]+)\/([^/.]+)\.[a-z]{3,4}$/;

/** The drive file behind `src`, or null for anything else (external URLs, `data:` URLs, other paths). */
export function driveImageRef(src: string | null | undefined): DriveImageRef | null {
  if (!src || !(src.startsWith('/v1/drive/') || /^https?:\/\//i.test(src))) return null;
  let url: URL;
  try {
    url = new URL(src, 'http://same-origin.invalid');
  } catch {
    return null;
  }
  const m = PUBLIC_PATH.exec(url.pathname) ?? IMAGE_PATH.exec(url.pathname);
  if (!m) return null;
  let project: string;
  let file: string;
  try {
    project = decodeURIComponent(m[1]!);
    file = decodeURIComponent(m[2]!);
  } catch {
    return null;
  }
  if (!ID.test(project) || !ID.test(file)) return null;
  const token = url.pathname.startsWith('/v1/drive/images/') ? url.searchParams.get('token') : null;
  return { base: src.startsWith('/') ? '' : url.origin, project, file, ...(token ? { token } : {}) };
}

export interface ResponsiveImage {
  src: string;
  /** `… 1x, … 2x` when the image service renders it. */
  srcSet?: string;
}

/**
 * `src`/`srcSet` for an image shown at `width`×`height` CSS pixels: a drive file is rendered by the image service
 * at 1x and 2x (WebP, `fit` cover by default); any other URL is returned as it is (see docs/decisions/drive.md).
 */
export function responsiveImage(
  src: string,
  display: { width: number; height?: number; fit?: ImageFit; type?: ImageType },
): ResponsiveImage {
  const ref = driveImageRef(src);
  if (!ref) return { src };
  const at = (scale: number) =>
    imageUrl({
      base: ref.base,
      project: ref.project,
      file: ref.file,
      type: display.type ?? 'webp',
      width: display.width * scale,
      ...(display.height ? { height: display.height * scale } : {}),
      ...(display.fit ? { fit: display.fit } : {}),
      ...(ref.token ? { private: true, token: ref.token } : {}),
    });
  const one = at(1);
  return { src: one, srcSet: `${one} 1x, ${at(2)} 2x` };
}
