import { createContext, useContext } from 'react';
import type OlMap from 'ol/Map';

export const MapContext = createContext<OlMap | null>(null);

/** The page's one OpenLayers map, for layer components rendered inside <BaseMap>. */
export function useOlMap(): OlMap {
  const map = useContext(MapContext);
  if (!map) throw new Error('useOlMap must be used inside <BaseMap>');
  return map;
}
