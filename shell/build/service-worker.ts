/**
 * The service worker's build: rspack compiles sw/sw.ts (workbox's modules bundled, no module
 * federation) after the shell, then workbox-build's injectManifest writes the shell's file list
 * (dist/, revisions for the names without a hash) into dist/sw.js. The remotes' files are not
 * listed here: each remote's build writes its own list, read by the worker at run time.
 */
import path from 'node:path';
import type { Compiler, Configuration } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { typescriptRule } from '@hydrant/rspack-config';

/** Runs injectManifest once the worker's bundle is written. */
class InjectShellManifest {
  constructor(
    private readonly swSrc: string,
    private readonly dist: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectShellManifest', async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: this.swSrc,
        swDest: path.join(this.dist, 'sw.js'),
        globDirectory: this.dist,
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
        globIgnores: ['sw.js', '**/*.map', 'mf-stats.json', 'mf-manifest.json'],
        // rspack's [contenthash:8] names need no revision of their own
        dontCacheBustURLsMatching: /[.-][0-9a-f]{8}\.[a-z0-9]+$/,
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      console.log(`service worker: ${count} shell files precached (${Math.round(size / 1024)} KiB)`);
    });
  }
}

/** The worker's compilation; `dependsOn` names the shell's, which must have written dist/ first. */
export function serviceWorkerConfig(dir: string, dependsOn: string): Configuration {
  const dist = path.join(dir, 'dist');
  const tmp = path.join(dir, 'node_modules', '.cache', 'sw');
  return {
    name: 'service-worker',
    dependencies: [dependsOn],
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './sw/sw.ts' },
    output: { path: tmp, filename: 'sw.js', publicPath: '/', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [typescriptRule] },
    plugins: [new InjectShellManifest(path.join(tmp, 'sw.js'), dist)],
    performance: { hints: false },
  };
}
