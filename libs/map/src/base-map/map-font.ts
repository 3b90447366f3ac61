let family: string | undefined;

/**
 * A CSS font for text drawn on the map canvas (labels): `spec` (weight and size) in the
 * page's own font family, so the maps' text matches the app's. Canvas text cannot
 * inherit it as HTML does, so it is read from the body once.
 */
export function mapFont(spec: string): string {
  family ??= (typeof document !== 'undefined' && getComputedStyle(document.body).fontFamily) || 'sans-serif';
  return `${spec} ${family}`;
}
