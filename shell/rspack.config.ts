/**
 * shell — the Module Federation host `shell`: session, login, layout, router and the one
 * Redux store. Remotes are not known at build time: at start the shell fetches
 * /remotes.json (name → mf-manifest.json URL) and registers them with the MF runtime.
 */
import path from 'node:path';
import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json';

const isDev = process.env.NODE_ENV === 'development';
const deps = pkg.dependencies;
const WORKSPACE_VERSION = '0.1.0';

export default defineConfig({
  context: __dirname,
  mode: isDev ? 'development' : 'production',
  devtool: 'source-map',
  entry: { main: './src/index.ts' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    publicPath: '/',
    uniqueName: 'shell',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
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
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.svg$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './src/index.html',
      favicon: './src/favicon.svg',
    }),
    new ModuleFederationPlugin({
      name: 'shell',
      // Remotes come from /remotes.json at run time (src/remotes/remote-registry.ts).
      remotes: {},
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
      // Remotes use the copies the shell already loaded; a remote that is down never
      // stalls the start.
      shareStrategy: 'loaded-first',
      // A remote that cannot be loaded resolves to a fallback module (see the plugin).
      runtimePlugins: [path.resolve(__dirname, 'src/remotes/fallback-plugin.ts')],
      manifest: true,
      dts: false,
    }),
  ],
  performance: { hints: false },
});
