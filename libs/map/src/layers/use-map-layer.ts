import { useEffect, useState } from 'react';
import type { DependencyList } from 'react';
import type BaseLayer from 'ol/layer/Base';
import { useOlMap } from '../base-map/map-context';

/**
 * Creates a layer in an effect, adds it to the page's map and removes and disposes it
 * on cleanup (safe under StrictMode's double effects). Returns null until it exists.
 */
export function useMapLayer<L extends BaseLayer>(create: () => L, deps: DependencyList): L | null {
  const map = useOlMap();
  const [layer, setLayer] = useState<L | null>(null);
  useEffect(() => {
    const created = create();
    map.addLayer(created);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the layer lives and is disposed with this effect (StrictMode-safe); the state hands it to the render
    setLayer(created);
    return () => {
      map.removeLayer(created);
      created.dispose();
      setLayer(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- like useMemo's, the dependencies are the caller's (`deps`)
  }, [map, ...deps]);
  return layer;
}
