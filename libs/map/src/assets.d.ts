/** Stylesheets are handled by the bundler (rspack css/auto). */
declare module '*.css';
