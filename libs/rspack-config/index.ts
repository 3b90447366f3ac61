/**
 * Build settings shared by the shell and every remote, so that they cannot drift:
 * the module-federation singletons, the TypeScript rule, output naming, and the
 * whole configuration of a remote.
 */
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { installedVersion, sharedSubset } from './shared-exports';
import { PrecacheListPlugin } from './precache-list';
import { PrecompressPlugin } from './precompress';

export { PRECACHE_LIST, PrecacheListPlugin, type PrecacheEntry } from './precache-list';
export { PrecompressPlugin } from './precompress';

/** Version given to the workspace libraries when shared (they have no registry version). */
const WORKSPACE_VERSION = '0.1.0';

export const isDev = process.env.NODE_ENV === 'development';

/**
 * One copy in the browser, the shell's. @ant-design/icons is deliberately not
 * shared: a shared module cannot be tree-shaken, so sharing it would ship every
 * icon; each app bundles the few icons it uses. antd and react-router are shared as
 * the part the console uses (shared-exports.ts), not whole. `eager` (the shell only) puts
 * them in the entry chunk instead of one chunk each: the shell needs all of them to start,
 * and the remotes, not eager, take the shell's copies.
 */
export function sharedSingletons(deps: Record<string, string>, { eager = false }: { eager?: boolean } = {}) {
  const single = (range: string) => ({ singleton: true, requiredVersion: range, eager });
  // provided as the names the console uses only (shared-exports.ts), with the package's version
  const subset = (pkg: string, range: string, esmEntry: string) => ({
    ...single(range),
    import: sharedSubset(pkg, esmEntry),
    version: installedVersion(pkg),
  });
  return {
    react: single(deps.react),
    'react/jsx-runtime': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/client': single(deps['react-dom']),
    // react-router's package exports point at its development build whatever the mode
    // (its dev warnings on, and about a second of a phone's CPU on the first screen):
    // a production build takes its production files by path.
    'react-router': subset(
      'react-router',
      deps['react-router'],
      `dist/${isDev ? 'development' : 'production'}/index.mjs`,
    ),
    'react-redux': single(deps['react-redux']),
    '@reduxjs/toolkit': single(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query': single(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query/react': single(deps['@reduxjs/toolkit']),
    antd: subset('antd', deps.antd, 'es/index.js'),
    '@ant-design/cssinjs': single(deps['@ant-design/cssinjs']),
    '@hydrant/api-client': { singleton: true, eager, version: WORKSPACE_VERSION, requiredVersion: false as const },
    '@hydrant/ui': { singleton: true, eager, version: WORKSPACE_VERSION, requiredVersion: false as const },
    '@hydrant/offline': { singleton: true, eager, version: WORKSPACE_VERSION, requiredVersion: false as const },
    // antd's larger components, loaded the first time a screen uses one (never eager)
    '@hydrant/antd-more': {
      singleton: true,
      eager: false,
      version: WORKSPACE_VERSION,
      requiredVersion: false as const,
    },
  };
}

/**
 * The browsers the console supports (browserslist's "defaults", as antd builds for): the CSS
 * minimizer adds prefixes and fallbacks only for these (left to its own targets it tripled antd's
 * prebuilt stylesheet with prefixes for browsers antd does not support).
 */
export const BROWSERS = ['defaults'];

/** The production minimizers: rspack's own, the CSS one with the console's browsers. */
export function minimizers(): NonNullable<Configuration['optimization']>['minimizer'] {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
  ];
}

/** TypeScript and TSX through rspack's built-in swc (also the workspace libraries' sources). */
export const typescriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always react/jsx-runtime (a shared singleton), never jsx-dev-runtime: a remote served by
      // its dev server must also run inside a console built for production (its React has no
      // development internals), as `npm run dev -w <remote>` against `npm start` does.
      transform: { react: { runtime: 'automatic', development: false } },
    },
  },
  type: 'javascript/auto',
};

/** Content-hashed output into <app>/dist. */
export function output(dir: string, uniqueName: string, publicPath: string): Configuration['output'] {
  return {
    path: path.resolve(dir, 'dist'),
    publicPath,
    uniqueName,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  };
}

/**
 * Dev-server port of each app (`npm run dev -w <app>`; DEV_PORT overrides it): the shell on
 * 8080 in `npm run dev`, each remote on its own port.
 */
export const DEV_PORTS: Record<string, number> = {
  shell: 8080,
  mf_hydrants: 8081,
  mf_maintenance: 8082,
  mf_resources: 8083,
  mf_reports: 8084,
};

/**
 * rspack's dev server for a remote: hot reload, and CORS open so a console on another
 * origin (its own `npm start`, a shared test site) can load the remote from it.
 */
export function remoteDevServer(name: string): Configuration['devServer'] {
  return {
    port: Number(process.env.DEV_PORT ?? DEV_PORTS[name]),
    host: process.env.DEV_HOST ?? 'localhost',
    hot: true,
    liveReload: true,
    allowedHosts: 'all',
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    devMiddleware: { writeToDisk: false },
  };
}

export interface RemoteOptions {
  /** the app's folder (__dirname of its rspack.config.ts) */
  dir: string;
  /** module-federation container name, e.g. mf_hydrants */
  name: string;
  /** exposed screens: './Dashboard' → './src/dashboard/index.ts' */
  exposes: Record<string, string>;
  /** the app's package.json dependencies (version ranges of the shared libraries) */
  deps: Record<string, string>;
}

/**
 * A remote: no page of its own, only remoteEntry.js, mf-manifest.json and the list of its
 * files for the service worker (precache-manifest.json). Served at any URL, it loads its
 * chunks relative to its manifest (publicPath 'auto').
 */
export function remoteConfig({ dir, name, exposes, deps }: RemoteOptions): Configuration {
  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: 'source-map',
    entry: {},
    output: output(dir, name, 'auto'),
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [typescriptRule, { test: /\.css$/, type: 'css/auto' }] },
    optimization: { minimizer: minimizers() },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(deps),
        shareStrategy: 'loaded-first',
        // The federation runtime comes from the shell (provideExternalRuntime there): a remote
        // only ever runs inside the console, so it need not ship a second copy (~35 KiB gzip).
        experiments: { externalRuntime: true },
        manifest: true,
        dts: false,
      }),
      // precache-manifest.json: what the console's service worker keeps for offline use
      new PrecacheListPlugin(),
      // <file>.br and <file>.gz beside each text file, served as they are
      ...(isDev ? [] : [new PrecompressPlugin()]),
    ],
    performance: { hints: false },
    devServer: remoteDevServer(name),
  };
}
