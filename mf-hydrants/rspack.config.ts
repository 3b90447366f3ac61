/**
 * mf-hydrants — Module Federation remote `mf_hydrants`: Dashboard (/), Hydrant Map
 * (/search), Zones (/zones). Built on its own into dist/ and served at any URL: its
 * chunks are loaded relative to its mf-manifest.json (publicPath 'auto').
 */
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@hydrant/rspack-config';
import pkg from './package.json';

/** The screens this remote exposes (also read by the bench's single-bundle build). */
export const exposes = {
  './Dashboard': './src/dashboard/index.ts',
  './HydrantMap': './src/hydrant-map/index.ts',
  './Zones': './src/zones/index.ts',
};

export default defineConfig(
  remoteConfig({
    dir: __dirname,
    name: 'mf_hydrants',
    deps: pkg.dependencies,
    exposes,
  }),
);
