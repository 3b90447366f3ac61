/**
 * shell — the Module Federation host `shell`: session, login, layout, router and the one
 * Redux store. Remotes are not known at build time: at start the shell fetches
 * /remotes.json (name → mf-manifest.json URL) and registers them with the MF runtime.
 * A production build also writes the service worker (build/service-worker.ts) and copies the
 * web app manifest with its icons (public/).
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  DEV_PORTS,
  isDev,
  minimizers,
  output,
  PrecompressPlugin,
  sharedSingletons,
  typescriptRule,
} from '@hydrant/rspack-config';
import pkg from './package.json';
import { serviceWorkerConfig } from './build/service-worker';

const shell = defineConfig({
  name: 'shell',
  context: __dirname,
  mode: isDev ? 'development' : 'production',
  devtool: 'source-map',
  entry: { main: './src/index.ts' },
  output: output(__dirname, 'shell', '/'),
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: {
    rules: [typescriptRule, { test: /\.css$/, type: 'css/auto' }, { test: /\.svg$/, type: 'asset/resource' }],
  },
  optimization: { minimizer: minimizers() },
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      favicon: './src/favicon.svg',
    }),
    // The web app manifest and its icons (public/), at the site's root.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
    new ModuleFederationPlugin({
      name: 'shell',
      // Remotes come from /remotes.json at run time (src/remotes/remote-registry.ts).
      remotes: {},
      shared: sharedSingletons(pkg.dependencies, { eager: true }),
      // Remotes use the copies the shell already loaded; a remote that is down never
      // stalls the start.
      shareStrategy: 'loaded-first',
      // A remote that cannot be loaded resolves to a fallback module (see the plugin).
      runtimePlugins: [path.resolve(__dirname, 'src/remotes/fallback-plugin.ts')],
      // The remotes use this runtime instead of each bundling one (externalRuntime there).
      experiments: { provideExternalRuntime: true },
      manifest: true,
      dts: false,
    }),
    // <file>.br and <file>.gz beside each text file, served as they are
    ...(isDev ? [] : [new PrecompressPlugin()]),
  ],
  performance: { hints: false },
  // `npm run dev`: the shell with hot reload; the API (DEV_API_URL) answers /api and /remotes.json.
  devServer: {
    port: Number(process.env.DEV_PORT ?? DEV_PORTS.shell),
    host: process.env.DEV_HOST ?? 'localhost',
    hot: true,
    historyApiFallback: true,
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: ['/api', '/remotes.json'], target: process.env.DEV_API_URL ?? 'http://localhost:8090' }],
  },
});

// The installable app's service worker is built for production only (it is registered only there).
export default isDev ? shell : [shell, serviceWorkerConfig(__dirname, 'shell')];
