export { formatBytes } from '../../../lib/format/bytes.ts';

export const isImage = (type: string | null | undefined) => !!type && /^image\/(png|jpeg|webp|gif|tiff|avif|heic|heif)$/.test(type);
