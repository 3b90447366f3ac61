import { useEffect, useLayoutEffect, useRef } from 'react';
import { hydrantAtPixel, toLatLng, useOlMap } from '@hydrant/map';

/**
 * A click on the map where there is no hydrant sets the search centre (a click on a
 * hydrant opens its popup instead). Renders nothing.
 */
export function MapClickCenter({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  const map = useOlMap();
  const onPickRef = useRef(onPick);
  useLayoutEffect(() => {
    onPickRef.current = onPick;
  });
  useEffect(() => {
    const onClick = (event: { pixel: number[]; coordinate: number[] }) => {
      if (hydrantAtPixel(map, event.pixel)) return;
      const [lat, lng] = toLatLng(event.coordinate);
      onPickRef.current(lat, lng);
    };
    map.on('singleclick', onClick);
    return () => {
      map.un('singleclick', onClick);
    };
  }, [map]);
  return null;
}
