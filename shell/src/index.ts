import { askEarly } from '@hydrant/api-client/early-answers';
import { loadRemotesOnce } from './remotes/remote-registry';
import { prefetchRemotesJson } from './remotes/remotes-json';
import { startScreenAt } from './remotes/screen-load';
// antd's prebuilt component styles (the theme is zero-runtime: see hydrantTheme), before the
// shell's own. Imported by the entry, so the page links them: they download beside the entry's
// script instead of after it has run.
import 'antd/dist/antd.css';
import './shell.css';

// What the first screen waits for is asked for first, while the bootstrap below loads: where
// the remotes are, who is signed in (the session check takes this answer), then the opening
// screen itself, loaded and run (it may ask for its data meanwhile).
prefetchRemotesJson();
askEarly('/api/auth/user');
void loadRemotesOnce().then(() => startScreenAt(window.location.pathname));

// Module Federation bootstrap pattern: the async boundary lets the MF runtime set up
// shared modules (react, antd, …) before any of them is evaluated.
import('./bootstrap').catch((error: unknown) => console.error('HydrantOps could not start', error));
