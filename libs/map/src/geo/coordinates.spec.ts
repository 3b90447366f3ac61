import { extentOfColumns, extentOfLatLngs, toLatLng, toLngLat, toMapCoordinate } from './coordinates';

describe('coordinate conversions', () => {
  it('round-trips [lat, lng] through the map projection', () => {
    const [lat, lng] = toLatLng(toMapCoordinate([40.7128, -74.006]));
    expect(lat).toBeCloseTo(40.7128, 6);
    expect(lng).toBeCloseTo(-74.006, 6);
    const [lng2, lat2] = toLngLat(toMapCoordinate([51.5, -0.12]));
    expect(lng2).toBeCloseTo(-0.12, 6);
    expect(lat2).toBeCloseTo(51.5, 6);
  });

  it('puts the origin at 0,0 in web mercator metres', () => {
    expect(toMapCoordinate([0, 0])).toEqual([0, expect.closeTo(0, 6)]);
    expect(toMapCoordinate([0, 180])[0]).toBeCloseTo(20037508.34, 1);
  });

  it('wraps longitudes of a map that was panned round the world', () => {
    const [, lng] = toLatLng([toMapCoordinate([0, 10])[0] + 2 * 20037508.342789244, 0]);
    expect(lng).toBeCloseTo(10, 6);
  });

  it('computes the extent of columns and skips invalid points', () => {
    const extent = extentOfColumns([40, 41, Number.NaN], [-75, -74, 0])!;
    const [minX, minY] = toMapCoordinate([40, -75]);
    const [maxX, maxY] = toMapCoordinate([41, -74]);
    expect(extent[0]).toBeCloseTo(minX);
    expect(extent[1]).toBeCloseTo(minY);
    expect(extent[2]).toBeCloseTo(maxX);
    expect(extent[3]).toBeCloseTo(maxY);
    expect(extentOfColumns([], [])).toBeNull();
    expect(extentOfLatLngs([[10, 20]])).toEqual([...toMapCoordinate([10, 20]), ...toMapCoordinate([10, 20])]);
  });
});

describe('search area', () => {
  it('draws the radius as a circle whose edge is the radius away from the centre', async () => {
    const { searchAreaPolygon } = await import('../layers/search-area-layer');
    const { getDistance } = await import('ol/sphere');
    const ring = searchAreaPolygon([40, -75], 50).getCoordinates()[0];
    const radiusMeters = 3958.8 * 1609.344;
    for (const vertex of ring.slice(0, 8)) {
      const [lat, lng] = toLatLng(vertex);
      const miles = getDistance([-75, 40], [lng, lat], radiusMeters) / 1609.344;
      expect(miles).toBeCloseTo(50, 3);
    }
  });
});
