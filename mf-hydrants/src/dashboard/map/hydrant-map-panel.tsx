import { useCallback, useState } from 'react';
import { Button, Card, Flex, Segmented, Spin, Typography } from 'antd';
import { BaseMap, DASHBOARD_ZOOM, FLOW_CLASS_COLORS, HydrantViewLayer, MapPopup, STATUS_COLORS } from '@hydrant/map';
import type { PointColorBy } from '@hydrant/map';
import { useGetHydrantQuery } from '@hydrant/api-client/generated/hydrants';
import { useMapConfig } from '../../map-screens/use-map-config';
import { useHydrantMapView } from '../../map-screens/use-hydrant-points';
import { StatusBadge } from '@hydrant/ui';
import type { HydrantStatus } from '../hydrant-types';

const LEGENDS: Record<PointColorBy, { label: string; color: string }[]> = {
  status: [
    { label: 'Operational', color: STATUS_COLORS.operational },
    { label: 'Maintenance', color: STATUS_COLORS.maintenance },
    { label: 'Out of Service', color: STATUS_COLORS['out-of-service'] },
  ],
  flowClass: [
    { label: 'AA (1500+ GPM)', color: FLOW_CLASS_COLORS.AA },
    { label: 'A (1000–1499)', color: FLOW_CLASS_COLORS.A },
    { label: 'B (500–999)', color: FLOW_CLASS_COLORS.B },
    { label: 'C (<500)', color: FLOW_CLASS_COLORS.C },
    { label: 'No flow reading', color: FLOW_CLASS_COLORS.none },
  ],
};

function Legend({ colorBy }: { colorBy: PointColorBy }) {
  return (
    <Flex wrap gap={12} style={{ marginTop: 8 }} aria-label="Map legend" role="list">
      {LEGENDS[colorBy].map((entry) => (
        <Flex key={entry.label} align="center" gap={6} role="listitem">
          <span
            aria-hidden="true"
            style={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              background: entry.color,
              border: '1px solid #fff',
              boxShadow: '0 0 0 1px #0003',
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.label}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** The popup of a clicked marker: ID, address, status and 'View Details'. */
function HydrantPopupContent({ id, onViewDetails }: { id: number; onViewDetails: (id: number) => void }) {
  const { data, isFetching } = useGetHydrantQuery({ id });
  const hydrant = data && data.id === id ? data : undefined;
  if (!hydrant) return isFetching ? <Spin size="small" /> : <Typography.Text>Hydrant not found</Typography.Text>;
  return (
    <div data-testid="hydrant-popup">
      <Typography.Text strong style={{ fontSize: 15 }}>
        {hydrant.hydrantId}
      </Typography.Text>
      <div style={{ margin: '4px 0' }}>{hydrant.address}</div>
      <StatusBadge status={hydrant.status} />
      <div style={{ marginTop: 8 }}>
        <Button size="small" type="primary" onClick={() => onViewDetails(id)}>
          View Details
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Hydrant Locations' (SPEC §2): every hydrant matching the dashboard's search and status,
 * fitted to their extent (padding 20), coloured by status or NFPA class; single hydrants on a
 * WebGL layer, or cells with counts when the view holds many.
 */
export function HydrantMapPanel({
  status,
  search,
  onViewDetails,
}: {
  status?: HydrantStatus;
  search?: string;
  onViewDetails: (id: number) => void;
}) {
  const [colorBy, setColorBy] = useState<PointColorBy>('status');
  const [popup, setPopup] = useState<{ id: number; position: [number, number] } | null>(null);
  const mapTiles = useMapConfig();
  const { layer: mapView, isFetching } = useHydrantMapView({ status, search });
  const onSelect = useCallback((id: number, position: [number, number]) => setPopup({ id, position }), []);
  const closePopup = useCallback(() => setPopup(null), []);

  return (
    <Card
      title="Hydrant Locations"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Flex align="center" gap={8}>
          {isFetching ? (
            <span role="status" aria-label="Loading hydrant locations">
              <Spin size="small" />
            </span>
          ) : null}
          <Segmented<PointColorBy>
            size="small"
            value={colorBy}
            onChange={setColorBy}
            options={[
              { value: 'status', label: 'Status' },
              { value: 'flowClass', label: 'Flow class' },
            ]}
            aria-label="Colour markers by"
          />
        </Flex>
      }
    >
      <BaseMap
        zoom={DASHBOARD_ZOOM}
        {...mapTiles}
        height="clamp(280px, 45vh, 460px)"
        data-testid="hydrant-map"
        aria-label="Hydrant Locations map"
      >
        <HydrantViewLayer {...mapView} colorBy={colorBy} onSelect={onSelect} fit />
        <MapPopup position={popup?.position ?? null} onClose={closePopup} title="Hydrant">
          {popup ? (
            <HydrantPopupContent
              id={popup.id}
              onViewDetails={(id) => {
                setPopup(null);
                onViewDetails(id);
              }}
            />
          ) : null}
        </MapPopup>
      </BaseMap>
      {mapView.data?.mode === 'cells' && mapView.data.cells ? (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 12, display: 'block', marginTop: 8 }}
          data-testid="map-grouping"
        >
          {mapView.data.total.toLocaleString('en-US')} hydrants shown in {mapView.data.cells.count.length}{' '}
          {mapView.data.cells.count.length === 1 ? 'group' : 'groups'}: click a group or zoom in to see single hydrants
        </Typography.Text>
      ) : null}
      <Legend colorBy={colorBy} />
    </Card>
  );
}
