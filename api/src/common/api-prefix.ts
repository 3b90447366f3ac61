/** Every API route lives under /api (static files and remotes.json are outside it). */
export const API_PREFIX = 'api';

/** GET routes kept outside the prefix: the remotes manifest map read by the shell. */
export const PREFIX_EXCLUDED_PATHS = ['remotes.json'];
