import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { Image } from '@hydrant/antd-more';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { MAX_PHOTOS, PHOTO_ACCEPT, processPhotos } from '@hydrant/ui';

export interface PhotoPickerProps {
  /** kept photo URLs and new data URLs (antd Form passes these) */
  value?: string[];
  onChange?: (photos: string[]) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * Photos field of the add and edit dialogs: picks image files, resizes and re-encodes
 * them in the browser (@hydrant/ui photo-processing), shows thumbnails that can be removed and
 * opened enlarged. At most 5.
 */
export function PhotoPicker({ value = [], onChange, id, disabled }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const full = value.length >= MAX_PHOTOS;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      const { photos } = await processPhotos(files, value.length);
      if (photos.length > 0) onChange?.([...value, ...photos]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="photo-picker">
      <Image.PreviewGroup>
        <Flex wrap gap={8} style={{ marginBottom: value.length ? 8 : 0 }}>
          {value.map((src, i) => (
            <div
              key={src.length > 200 ? `${i}-${src.slice(-32)}` : src}
              className="hydrant-photo-thumb"
              style={{ position: 'relative' }}
            >
              <Image
                src={src}
                alt={`Photo ${i + 1}`}
                width={80}
                height={80}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
              <Button
                size="small"
                danger
                shape="circle"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Remove photo ${i + 1}`}
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
        aria-label="Choose photos"
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
          JPG, PNG, GIF up to 5MB each. {value.length}/{MAX_PHOTOS} photos.
        </Typography.Text>
      </Flex>
    </div>
  );
}
