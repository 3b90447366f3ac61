import {
  DEFAULT_CENTER,
  FLOW_CLASS_COLORS,
  STATUS_COLORS,
  ZONE_COLOR_NAMES,
  directionsUrl,
  zoneColorAt,
  zoneColorHex,
} from './constants';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPADOS_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('directionsUrl', () => {
  it('opens Apple Maps on iPhone and iPad', () => {
    expect(directionsUrl(40.7128, -74.006, IPHONE)).toBe('https://maps.apple.com/?daddr=40.7128,-74.006');
    expect(directionsUrl(40.7128, -74.006, IPAD)).toBe('https://maps.apple.com/?daddr=40.7128,-74.006');
  });

  it('treats an iPad that reports a desktop Mac (touch screen) as an iPad', () => {
    expect(directionsUrl(1, 2, IPADOS_DESKTOP, 5)).toBe('https://maps.apple.com/?daddr=1,2');
    expect(directionsUrl(1, 2, IPADOS_DESKTOP, 0)).toBe('https://www.google.com/maps/dir/?api=1&destination=1,2');
  });

  it('opens web maps directions elsewhere', () => {
    expect(directionsUrl(40.7128, -74.006, ANDROID)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.7128,-74.006',
    );
    expect(directionsUrl(40.7128, -74.006, WINDOWS)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.7128,-74.006',
    );
  });
});

describe('map colours and constants', () => {
  it('uses SPEC centre and status colours (green, orange, red, grey)', () => {
    expect(DEFAULT_CENTER).toEqual([39.8283, -98.5795]);
    expect(STATUS_COLORS).toEqual({
      operational: '#2e7d32',
      maintenance: '#ef6c00',
      'out-of-service': '#c62828',
      unknown: '#757575',
    });
  });

  it('colours NFPA 291 flow classes AA light blue, A green, B orange, C red', () => {
    expect(FLOW_CLASS_COLORS.AA).toBe('#4fc3f7');
    expect(FLOW_CLASS_COLORS.A).toBe('#43a047');
    expect(FLOW_CLASS_COLORS.B).toBe('#fb8c00');
    expect(FLOW_CLASS_COLORS.C).toBe('#e53935');
  });

  it('cycles new zones through the 8 colours in SPEC order', () => {
    expect(ZONE_COLOR_NAMES).toEqual(['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'teal']);
    expect([0, 1, 7, 8, 9].map(zoneColorAt)).toEqual(['red', 'blue', 'teal', 'red', 'blue']);
    expect(zoneColorHex('teal')).toBe('#00897b');
    expect(zoneColorHex('nonsense')).toBe('#1e88e5');
  });
});
