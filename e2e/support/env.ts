// Values the Playwright config sets for the run (see playwright.config.ts).
export const admin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};
// A port nothing else uses: the remote-down test serves a remote there itself.
export const remoteDownPort = Number(process.env.E2E_REMOTE_PORT ?? 8097);

export const PRODUCT_NAME = 'HydrantOps';
export const COPYRIGHT = '© 2024 HydrantOps Systems. All rights reserved.';

export const SIDEBAR = [
  { name: 'Dashboard', path: '/', title: 'Hydrant Command Dashboard' },
  { name: 'Analytics', path: '/analytics', title: 'System Analytics' },
  { name: 'Hydrant Map', path: '/search', title: 'Hydrant Search & Mapping' },
  { name: 'Zones', path: '/zones', title: 'Zone Management' },
  { name: 'Maintenance', path: '/maintenance', title: 'Maintenance Management' },
  { name: 'Alerts', path: '/alerts', title: 'Alert Management Center' },
  { name: 'Equipment', path: '/equipment', title: 'Equipment Management' },
  { name: 'Personnel', path: '/personnel', title: 'Personnel Management' },
  { name: 'Calendar', path: '/calendar', title: 'Personnel Calendar' },
  { name: 'Reports', path: '/reports', title: 'Report Generator' },
  { name: 'Help', path: '/help', title: 'Help Center' },
  { name: 'Field', path: '/field', title: 'Field' },
] as const;

// Ports of the consoles and dev servers some tests start themselves (next to the shared ones).
const e2ePort = Number(process.env.E2E_PORT ?? 8099);
export const tilesConsolePort = Number(process.env.E2E_TILES_PORT ?? remoteDownPort + 1);
export const devConsolePort = Number(process.env.E2E_DEV_CONSOLE_PORT ?? e2ePort + 2);
/** The embedded database of the dev-mode console (every console a test starts has a port of its own). */
export const devConsoleDatabasePort = Number(
  process.env.E2E_DEV_CONSOLE_PG_PORT ?? Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54339) + 4,
);
export const devServerPort = Number(process.env.E2E_DEV_SERVER_PORT ?? e2ePort + 1);
/** The console with a tile folder of its own that the offline-area test starts (its database is the next port). */
export const fieldTilesConsolePort = Number(process.env.E2E_FIELD_TILES_PORT ?? e2ePort + 3);
export const fieldTilesDatabasePort = Number(
  process.env.E2E_FIELD_TILES_PG_PORT ?? Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54339) + 2,
);
/** The console with single sign-on that the directory sign-in test starts, and its embedded database's port. */
export const oidcConsolePort = Number(process.env.E2E_OIDC_CONSOLE_PORT ?? e2ePort + 4);
export const oidcDatabasePort = Number(
  process.env.E2E_OIDC_PG_PORT ?? Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54339) + 3,
);
/** The console with 6,000 hydrants that the map-cells test starts, and its embedded database's port. */
export const mapCellsConsolePort = Number(process.env.E2E_MAP_CELLS_PORT ?? e2ePort + 5);
export const mapCellsDatabasePort = Number(
  process.env.E2E_MAP_CELLS_PG_PORT ?? Number(process.env.E2E_EMBEDDED_PG_PORT ?? 54339) + 5,
);
