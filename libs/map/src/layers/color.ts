/** '#rrggbb' (or '#rgb') with an alpha, as an rgba() string. */
export function withAlpha(hex: string, alpha: number): string {
  let value = hex.replace('#', '');
  if (value.length === 3) value = [...value].map((c) => c + c).join('');
  const n = Number.parseInt(value, 16);
  if (value.length !== 6 || Number.isNaN(n)) return `rgba(0, 0, 0, ${alpha})`;
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
