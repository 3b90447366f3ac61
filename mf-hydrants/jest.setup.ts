import { installMatchMedia } from '@hydrant/ui/testing/match-media';

installMatchMedia();
