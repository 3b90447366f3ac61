import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { Image } from '@hydrant/antd-more';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { PHOTO_ACCEPT, processPhotos } from '@hydrant/ui';
import { MAX_WORK_PHOTOS, MAX_WORK_PHOTO_BYTES, serializedBytes } from './work-photos';

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * Photos of completed work: picked images are resized and re-encoded in the browser as
 * hydrant photos are (@hydrant/ui processPhotos), at most 10, with the running size of
 * their data against the 5 MB limit.
 */
export function WorkPhotoPicker({
  value = [],
  onChange,
  id,
  disabled,
}: {
  value?: string[];
  onChange?: (photos: string[]) => void;
  id?: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const full = value.length >= MAX_WORK_PHOTOS;
  const bytes = serializedBytes(value);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      const { photos } = await processPhotos(files, value.length, MAX_WORK_PHOTOS);
      if (photos.length > 0) onChange?.([...value, ...photos]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="work-photo-picker">
      <Image.PreviewGroup>
        <Flex wrap gap={8} style={{ marginBottom: value.length ? 8 : 0 }}>
          {value.map((src, i) => (
            <div key={`${i}-${src.slice(-24)}`} style={{ position: 'relative' }}>
              <Image
                src={src}
                alt={`Work photo ${i + 1}`}
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
              <Button
                size="small"
                danger
                shape="circle"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Remove work photo ${i + 1}`}
                disabled={disabled}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
                style={{ position: 'absolute', top: -6, right: -6 }}
              />
            </div>
          ))}
        </Flex>
      </Image.PreviewGroup>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        style={{ display: 'none' }}
        aria-label="Choose work photos"
        onChange={(event) => void onFiles(event)}
      />
      <Flex align="center" gap={8} wrap>
        <Button
          icon={<CameraOutlined aria-hidden="true" />}
          disabled={disabled || full || busy}
          onClick={() => input.current?.click()}
        >
          {full ? 'Photo limit reached' : 'Add Photos'}
        </Button>
        {busy ? (
          <span role="status" aria-label="Processing photos">
            <Spin size="small" />
          </span>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {value.length}/{MAX_WORK_PHOTOS} photos · {mb(bytes)} of {mb(MAX_WORK_PHOTO_BYTES)} MB
        </Typography.Text>
      </Flex>
    </div>
  );
}
