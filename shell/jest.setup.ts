import { installMatchMedia } from '@hydrant/ui/testing/match-media';
// Tests set `window.innerWidth` to pick the wide (>= 1024 px) or narrow layout.
installMatchMedia();
