/**
 * mf-reports — Module Federation remote `mf_reports`: Analytics (/analytics), Reports (/reports), Help (/help).
 * Built on its own into dist/ and served at any URL: its chunks are loaded relative to its mf-manifest.json (publicPath 'auto').
 */
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@hydrant/rspack-config';
import pkg from './package.json';

/** The screens this remote exposes (also read by the bench's single-bundle build). */
export const exposes = {
  './Analytics': './src/analytics/index.ts',
  './Reports': './src/reports/index.ts',
  './Help': './src/help/index.ts',
};

export default defineConfig(
  remoteConfig({
    dir: __dirname,
    name: 'mf_reports',
    deps: pkg.dependencies,
    exposes,
  }),
);
