import { useMemo } from 'react';
import type { HydrantDto } from '@hydrant/api-client/generated/hydrants';
import { BaseMap, HydrantPointsLayer, MarkerLayer } from '@hydrant/map';
import type { HydrantMapPoints, MapTileOptions } from '@hydrant/map';
import type { Position } from './geo';

export interface FieldMapProps {
  hydrants: HydrantDto[];
  position: Position | null;
  tiles: MapTileOptions;
  onSelect: (hydrantId: number) => void;
}

/** The hydrants around: tap one to open it. Loaded only when the map is asked for. */
export default function FieldMap({ hydrants, position, tiles, onSelect }: FieldMapProps) {
  const points = useMemo<HydrantMapPoints>(
    () => ({
      id: hydrants.map((h) => h.id),
      latitude: hydrants.map((h) => h.latitude),
      longitude: hydrants.map((h) => h.longitude),
      status: hydrants.map((h) => h.status),
      flowClass: hydrants.map((h) => h.flowClass),
    }),
    [hydrants],
  );
  const center: [number, number] | undefined = position
    ? [position.lat, position.lng]
    : hydrants.length
      ? [hydrants[0].latitude, hydrants[0].longitude]
      : undefined;
  return (
    <BaseMap
      {...tiles}
      center={center}
      zoom={15}
      height={360}
      aria-label="Map of hydrants: tap one to open it"
      data-testid="field-map"
    >
      <HydrantPointsLayer points={points} onSelect={(id) => onSelect(id)} />
      {position ? (
        <MarkerLayer
          markers={[{ id: 'me', lat: position.lat, lng: position.lng, color: '#1677ff', label: 'You are here' }]}
        />
      ) : null}
    </BaseMap>
  );
}
