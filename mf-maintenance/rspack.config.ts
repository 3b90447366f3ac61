/**
 * mf-maintenance — Module Federation remote `mf_maintenance`: Maintenance (/maintenance), Alerts (/alerts).
 * Built on its own into dist/ and served at any URL: its chunks are loaded relative to its mf-manifest.json (publicPath 'auto').
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json';

const isDev = process.env.NODE_ENV === 'development';
const deps = pkg.dependencies;
const WORKSPACE_VERSION = '0.1.0';

export default defineConfig({
  context: __dirname,
  mode: isDev ? 'development' : 'production',
  devtool: 'source-map',
  // No page of its own: only the container (remoteEntry.js) and mf-manifest.json.
  entry: {},
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'mf_maintenance',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: isDev } },
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'mf_maintenance',
      filename: 'remoteEntry.js',
      exposes: {
        './Maintenance': './src/maintenance/index.ts',
        './Alerts': './src/alerts/index.ts',
      },
      shared: {
        react: { singleton: true, requiredVersion: deps.react },
        'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
        'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
        'react-dom/client': { singleton: true, requiredVersion: deps['react-dom'] },
        'react-router': { singleton: true, requiredVersion: deps['react-router'] },
        'react-redux': { singleton: true, requiredVersion: deps['react-redux'] },
        '@reduxjs/toolkit': { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] },
        '@reduxjs/toolkit/query': { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] },
        '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] },
        antd: { singleton: true, requiredVersion: deps.antd },
        '@ant-design/cssinjs': { singleton: true, requiredVersion: deps['@ant-design/cssinjs'] },
        '@ant-design/icons': { singleton: true, requiredVersion: deps['@ant-design/icons'] },
        '@hydrant/api-client': { singleton: true, version: WORKSPACE_VERSION, requiredVersion: false },
        '@hydrant/ui': { singleton: true, version: WORKSPACE_VERSION, requiredVersion: false },
      },
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
    }),
  ],
  performance: { hints: false },
});
