import { App, Button, Descriptions, Flex, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useGetHydrantQuery } from '@hydrant/api-client/generated/hydrants';
import { POPUP_PHOTO_MAX_HEIGHT, POPUP_PHOTO_MAX_WIDTH, directionsUrl } from '@hydrant/map';
import { StatusBadge, displayValue, formatDate } from '@hydrant/ui';
import { formatMiles } from './search-rules';

export const DIRECTIONS_QUESTION = 'Open directions to this hydrant?';

/** Directions for this device (Apple Maps on iPhone/iPad, web maps elsewhere). */
export function deviceDirectionsUrl(lat: number, lng: number): string {
  return directionsUrl(lat, lng, navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/**
 * The popup of a hydrant on the search map: its details, photo (at most 200 × 150) and
 * the offer to navigate. Accepting opens directions in the device's maps; declining
 * goes to /search (SPEC §2).
 */
export function HydrantPopupContent({ id, distance, onClose }: { id: number; distance?: number; onClose: () => void }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { data, isFetching, isError } = useGetHydrantQuery({ id });
  const hydrant = data && data.id === id ? data : undefined;
  if (!hydrant) {
    return isFetching ? (
      <span role="status" aria-label="Loading hydrant">
        <Spin size="small" />
      </span>
    ) : (
      <Typography.Text type={isError ? 'danger' : undefined}>Hydrant not found</Typography.Text>
    );
  }

  const offerNavigation = () => {
    modal.confirm({
      title: DIRECTIONS_QUESTION,
      content: `${hydrant.hydrantId} — ${hydrant.address}`,
      okText: 'Open Directions',
      cancelText: 'Cancel',
      onOk: () => {
        window.open(deviceDirectionsUrl(hydrant.latitude, hydrant.longitude), '_blank', 'noopener,noreferrer');
      },
      onCancel: () => {
        onClose();
        void navigate('/search');
      },
    });
  };

  return (
    <div data-testid="hydrant-popup">
      <Flex align="center" gap={8} wrap style={{ marginBottom: 4 }}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {hydrant.hydrantId}
        </Typography.Text>
        <StatusBadge status={hydrant.status} />
      </Flex>
      <div style={{ marginBottom: 6 }}>{hydrant.address}</div>
      {hydrant.photos[0] ? (
        <img
          src={hydrant.photos[0]}
          alt={`Hydrant ${hydrant.hydrantId}`}
          style={{
            display: 'block',
            maxWidth: POPUP_PHOTO_MAX_WIDTH,
            maxHeight: POPUP_PHOTO_MAX_HEIGHT,
            width: 'auto',
            height: 'auto',
            borderRadius: 4,
            marginBottom: 6,
          }}
        />
      ) : null}
      <Descriptions
        size="small"
        column={1}
        colon
        styles={{ label: { paddingBottom: 0, fontSize: 13 }, content: { paddingBottom: 0, fontSize: 13 } }}
        items={[
          ...(distance !== undefined ? [{ key: 'distance', label: 'Distance', children: formatMiles(distance) }] : []),
          { key: 'area', label: 'Area', children: hydrant.area },
          {
            key: 'readings',
            label: 'Readings',
            children: `${displayValue(hydrant.pressure, 'PSI')} · ${displayValue(hydrant.flowRate, 'GPM')}`,
          },
          { key: 'inspected', label: 'Last inspection', children: formatDate(hydrant.lastInspection) },
          { key: 'inspector', label: 'Inspector', children: displayValue(hydrant.inspector) },
        ]}
      />
      <Button type="primary" size="small" style={{ marginTop: 8 }} onClick={offerNavigation}>
        Navigate
      </Button>
    </div>
  );
}
