import { prefetchRemotesJson } from './remotes/remotes-json';

// Where the remotes are is asked for first, while the bootstrap below loads.
prefetchRemotesJson();

// Module Federation bootstrap pattern: the async boundary lets the MF runtime set up
// shared modules (react, antd, …) before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => console.error('HydrantOps could not start', error));
