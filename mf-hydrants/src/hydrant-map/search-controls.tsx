import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { latitudeError, longitudeError, radiusError } from './search-rules';

export interface Center {
  lat: number;
  lng: number;
}

/**
 * Text search, radius (1..500 miles) and the search centre: Get My Location, a click on
 * the map, or latitude/longitude typed in (so it works without geolocation).
 */
export function SearchControls({
  search,
  radius,
  center,
  locating,
  locationError,
  onSearch,
  onRadius,
  onCenter,
  onLocate,
}: {
  search: string;
  radius: number | null;
  center: Center | null;
  locating: boolean;
  locationError: string | null;
  onSearch: (text: string) => void;
  onRadius: (radius: number | null) => void;
  onCenter: (center: Center) => void;
  onLocate: () => void;
}) {
  const [lat, setLat] = useState<number | null>(center?.lat ?? null);
  const [lng, setLng] = useState<number | null>(center?.lng ?? null);
  const [tried, setTried] = useState(false);
  // a centre chosen elsewhere (map click, my location) fills the fields
  const [shownCenter, setShownCenter] = useState(center);
  if (shownCenter !== center) {
    setShownCenter(center);
    if (center) {
      setLat(Number(center.lat.toFixed(6)));
      setLng(Number(center.lng.toFixed(6)));
    }
  }

  const radiusProblem = radiusError(radius);
  const latProblem = tried ? latitudeError(lat) : null;
  const lngProblem = tried ? longitudeError(lng) : null;
  const applyCenter = () => {
    setTried(true);
    if (latitudeError(lat) || longitudeError(lng)) return;
    onCenter({ lat: lat!, lng: lng! });
  };

  return (
    <Form layout="vertical" onFinish={applyCenter} requiredMark={false}>
      <Row gutter={[12, 0]}>
        <Col xs={24} md={14}>
          <Form.Item label="Search" htmlFor="hydrant-search-text">
            <Input.Search
              id="hydrant-search-text"
              allowClear
              placeholder="Hydrant ID, address, area or inspector"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              onSearch={onSearch}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            label="Radius (miles)"
            htmlFor="hydrant-search-radius"
            validateStatus={radiusProblem ? 'error' : undefined}
            help={radiusProblem ?? undefined}
          >
            <Space.Compact block>
              <InputNumber
                id="hydrant-search-radius"
                style={{ width: '100%' }}
                value={radius}
                step={1}
                onChange={(value) => onRadius(typeof value === 'number' ? value : null)}
              />
              <Space.Addon>mi</Space.Addon>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            label="Latitude"
            htmlFor="hydrant-search-lat"
            validateStatus={latProblem ? 'error' : undefined}
            help={latProblem ?? undefined}
          >
            <InputNumber id="hydrant-search-lat" style={{ width: '100%' }} value={lat} onChange={setLat} step={0.001} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            label="Longitude"
            htmlFor="hydrant-search-lng"
            validateStatus={lngProblem ? 'error' : undefined}
            help={lngProblem ?? undefined}
          >
            <InputNumber id="hydrant-search-lng" style={{ width: '100%' }} value={lng} onChange={setLng} step={0.001} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label=" " colon={false}>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Button htmlType="submit">Search Here</Button>
              <Button onClick={onLocate} loading={locating}>
                Get My Location
              </Button>
            </div>
          </Form.Item>
        </Col>
      </Row>
      {locationError ? (
        <Typography.Paragraph type="danger" role="alert" data-testid="location-error" style={{ marginTop: -8 }}>
          {locationError}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 13 }}>
          Tip: click anywhere on the map to search around that point.
        </Typography.Paragraph>
      )}
    </Form>
  );
}
