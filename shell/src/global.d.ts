declare module '*.css';
/** Replaced at build time by rspack (its mode): 'production' or 'development'. */
declare const process: { env: { NODE_ENV?: string } };
