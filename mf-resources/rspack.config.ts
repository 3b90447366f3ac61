/**
 * mf-resources — Module Federation remote `mf_resources`: Equipment (/equipment), Personnel (/personnel), Calendar (/calendar).
 * Built on its own into dist/ and served at any URL: its chunks are loaded relative to its mf-manifest.json (publicPath 'auto').
 */
import { defineConfig } from '@rspack/cli';
import { remoteConfig } from '@hydrant/rspack-config';
import pkg from './package.json';

/** The screens this remote exposes (also read by the bench's single-bundle build). */
export const exposes = {
  './Equipment': './src/equipment/index.ts',
  './Personnel': './src/personnel/index.ts',
  './Calendar': './src/calendar/index.ts',
};

export default defineConfig(
  remoteConfig({
    dir: __dirname,
    name: 'mf_resources',
    deps: pkg.dependencies,
    exposes,
  }),
);
