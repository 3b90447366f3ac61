/**
 * mf-maintenance — Module Federation remote `mf_maintenance`: Maintenance (/maintenance), Alerts (/alerts), Field (/field).
 * Built on its own into dist/ and served at any URL: its chunks are loaded relative to its mf-manifest.json (publicPath 'auto').
 */
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@hydrant/rspack-config';
import pkg from './package.json';

/** The screens this remote exposes (also read by the bench's single-bundle build). */
export const exposes = {
  './Maintenance': './src/maintenance/index.ts',
  './Alerts': './src/alerts/index.ts',
  './Field': './src/field/index.ts',
};

export default defineConfig(
  remoteConfig({
    dir: __dirname,
    name: 'mf_maintenance',
    deps: pkg.dependencies,
    exposes,
  }),
);
