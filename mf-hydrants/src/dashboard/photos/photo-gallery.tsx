import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex } from 'antd';
import { Image } from '@hydrant/antd-more';

/** SPEC §9 Lists: 4 thumbnails, then '+N more'. */
export const GALLERY_THUMBNAILS = 4;

/**
 * Read-only photo thumbnails (Hydrant Details). Each opens the enlarged view, which
 * pages through every photo; '+N more' opens it at the fifth.
 */
export function PhotoGallery({
  photos,
  size = 96,
  onPreviewOpenChange,
}: {
  photos: string[];
  size?: number;
  /** lets a surrounding dialog give Escape to the enlarged view while it is open */
  onPreviewOpenChange?: (open: boolean) => void;
}) {
  const [preview, setPreview] = useState({ open: false, current: 0 });
  const notify = useRef(onPreviewOpenChange);
  useLayoutEffect(() => {
    notify.current = onPreviewOpenChange;
  });
  useEffect(() => notify.current?.(preview.open), [preview.open]);
  const shown = photos.slice(0, GALLERY_THUMBNAILS);
  const more = photos.length - shown.length;
  const open = (current: number) => setPreview({ open: true, current });

  return (
    <>
      <Flex wrap gap={8} data-testid="hydrant-photos">
        {shown.map((src, i) => (
          <button
            key={src}
            type="button"
            className="hydrant-photo-button"
            aria-label={`Open photo ${i + 1} of ${photos.length}`}
            onClick={() => open(i)}
            style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', lineHeight: 0 }}
          >
            <img
              src={src}
              alt={`Hydrant view ${i + 1}`}
              width={size}
              height={size}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
            />
          </button>
        ))}
        {more > 0 ? (
          <Button
            style={{ width: size, height: size }}
            aria-label={`+${more} more photos`}
            onClick={() => open(GALLERY_THUMBNAILS)}
          >
            +{more} more
          </Button>
        ) : null}
      </Flex>
      <Image.PreviewGroup
        items={photos}
        preview={{
          open: preview.open,
          current: preview.current,
          onOpenChange: (open) => setPreview((p) => ({ ...p, open })),
          onChange: (current) => setPreview((p) => ({ ...p, current })),
        }}
      />
    </>
  );
}
