/**
 * Preview: images through the image service (v2), with the URL options live (size, zoom, fit, type, focal point);
 * PDFs and other files from their bytes (fetched with the bearer).
 */
import { Anchor, Code, Group, Image, NumberInput, SegmentedControl, Select, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IMAGE_FITS, IMAGE_TYPES, type ImageFit, type ImageType, imageUrl } from '../../../../common/image-url.ts';
import { type DriveFile, openFile } from '../api/files.ts';
import { isImage } from '../lib/format.ts';

const PRESETS = { small: 200, large: 800 } as const;

export function ImageTool({ file }: { file: DriveFile }) {
  const [preset, setPreset] = useState<'small' | 'large' | 'custom'>('small');
  const [width, setWidth] = useState<number>(PRESETS.small);
  const [height, setHeight] = useState<number>(0);
  const [zoom, setZoom] = useState(1);
  const [fit, setFit] = useState<ImageFit>('cover');
  const [type, setType] = useState<ImageType>('webp');
  const [focalX, setFocalX] = useState(0.5);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = imageUrl({
    project: file.project,
    file: file.id,
    type,
    width,
    height,
    zoom,
    fit,
    focalX,
    private: !file.public,
    token: file.imageToken,
  });
  const choose = (p: string) => {
    setPreset(p as typeof preset);
    if (p !== 'custom') {
      setWidth(PRESETS[p as 'small' | 'large']);
      setHeight(0);
    }
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={preset}
        onChange={choose}
        aria-label="Preview size"
        data={[
          { value: 'small', label: 'Small (200 px)' },
          { value: 'large', label: 'Large (800 px)' },
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {preset === 'custom' && (
        <Group gap="xs" wrap="wrap" align="flex-end">
          <NumberInput label="Width" min={0} max={4000} value={width} onChange={(v) => setWidth(Number(v) || 0)} w={100} />
          <NumberInput label="Height" min={0} max={4000} value={height} onChange={(v) => setHeight(Number(v) || 0)} w={100} />
          <NumberInput
            label="Zoom"
            min={0}
            max={4}
            step={0.5}
            decimalScale={2}
            value={zoom}
            onChange={(v) => setZoom(Number(v) || 0)}
            w={90}
          />
          <Select
            label="Fit"
            data={[...IMAGE_FITS]}
            value={fit}
            onChange={(v) => setFit((v as ImageFit) ?? 'cover')}
            w={120}
            allowDeselect={false}
          />
          <Select
            label="Type"
            data={IMAGE_TYPES.filter((t) => t !== 'pdf')}
            value={type}
            onChange={(v) => setType((v as ImageType) ?? 'webp')}
            w={100}
            allowDeselect={false}
          />
          <Stack gap={2} w={160}>
            <Text size="sm">Focal point x</Text>
            <Slider
              min={0}
              max={1}
              step={0.05}
              value={focalX}
              onChange={setFocalX}
              label={(v) => v.toFixed(2)}
              aria-label="Focal point x"
            />
          </Stack>
        </Group>
      )}
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="image-url">
        {url}
      </Code>
      {failedUrl === url ? (
        // The variant did not load (offline, or options beyond the limits): the file's own bytes instead, from the
        // pinned copy when there is one.
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            This variant could not be loaded; showing the original file.
          </Text>
          <BlobPreview file={file} />
        </Stack>
      ) : (
        <Image
          src={url}
          alt={`Preview of ${file.name}`}
          fit="contain"
          mah={520}
          w="auto"
          maw="100%"
          data-testid="image-preview"
          onError={() => setFailedUrl(url)}
        />
      )}
      <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
        Open this variant
      </Anchor>
    </Stack>
  );
}

/** PDFs (and other files) shown from their bytes. */
export function BlobPreview({ file }: { file: DriveFile }) {
  // Not a query: bytes never go into the persisted query cache.
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    openFile(file.project, file.id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.project, file.id]);
  if (failed) return <Text c="red">The file could not be loaded.</Text>;
  if (!src) return <Text c="dimmed">Loading…</Text>;
  if (file.contentType === 'application/pdf')
    return <iframe src={src} title={`PDF ${file.name}`} style={{ width: '100%', height: 520, border: 0 }} />;
  return (
    <Anchor href={src} download={file.name}>
      Download {file.name}
    </Anchor>
  );
}

export function FilePreview({ file }: { file: DriveFile }) {
  return isImage(file.contentType) ? <ImageTool file={file} /> : <BlobPreview file={file} />;
}
