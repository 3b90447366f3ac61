/**
 * The page buttons of the registry footer: always the first and last page, the current
 * one with `around` neighbours on each side, and 'gap' where pages are left out.
 *   pageWindow(6, 20) → [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function pageWindow(current: number, pages: number, around = 1): (number | 'gap')[] {
  if (pages <= 1) return [1];
  const wanted = new Set<number>([1, pages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0) {
      const prev = sorted[i - 1];
      if (p - prev === 2) out.push(prev + 1);
      else if (p - prev > 2) out.push('gap');
    }
    out.push(p);
  });
  return out;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const ABOUT = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumSignificantDigits: 2,
});

/** An estimated count in words, rounded: 1234567 → '1.2 million', 83210 → '83 thousand'. */
export const aboutCount = (total: number) => ABOUT.format(total);
