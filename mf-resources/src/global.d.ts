// Style sheets imported for their side effect (bundled by rspack).
declare module '*.css';
