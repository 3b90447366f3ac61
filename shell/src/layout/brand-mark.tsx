/** The HydrantOps mark: a hydrant on fire-service red (inline SVG, nothing fetched). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#c62828" />
      <path d="M11 25h10v-2h-1V14h1v-2h-1.5a3.5 3.5 0 0 0-7 0H11v2h1v9h-1zm3-7h-2v-2h2zm6 0h-2v-2h2z" fill="#fff" />
    </svg>
  );
}
