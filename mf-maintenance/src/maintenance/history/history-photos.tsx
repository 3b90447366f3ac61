import { useState } from 'react';
import { Button, Flex } from 'antd';

/** SPEC §9 Lists: 4 thumbnails, then '+N more'. */
export const HISTORY_THUMBNAILS = 4;

/**
 * A history record's photos: up to 4 thumbnails and '+N more' (which shows the rest).
 * Each thumbnail opens the photo in a new window (SPEC §2).
 */
export function HistoryPhotos({ photos, label }: { photos: string[]; label: string }) {
  const [all, setAll] = useState(false);
  if (photos.length === 0) return null;
  const shown = all ? photos : photos.slice(0, HISTORY_THUMBNAILS);
  const more = photos.length - shown.length;
  return (
    <Flex wrap gap={8} data-testid="history-photos">
      {shown.map((src, i) => (
        <a
          key={src}
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open photo ${i + 1} of ${photos.length} of ${label} in a new window`}
          style={{ lineHeight: 0 }}
        >
          <img
            src={src}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
          />
        </a>
      ))}
      {more > 0 ? (
        <Button style={{ width: 64, height: 64 }} onClick={() => setAll(true)} aria-label={`+${more} more photos`}>
          +{more} more
        </Button>
      ) : null}
    </Flex>
  );
}
