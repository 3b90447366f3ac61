/**
 * SPEC §2: the rank emoji — chief, captain, lieutenant, sergeant, else firefighter.
 * Matched on the words of the rank ('Battalion Chief' is a chief).
 */
const RANKS: [kind: string, emoji: string][] = [
  ['chief', '⭐'],
  ['captain', '🎖️'],
  ['lieutenant', '🏅'],
  ['sergeant', '🔰'],
];

export function rankKind(rank: string): string {
  const r = rank.toLowerCase();
  return RANKS.find(([kind]) => r.includes(kind))?.[0] ?? 'firefighter';
}

export function rankEmoji(rank: string): string {
  const kind = rankKind(rank);
  return RANKS.find(([k]) => k === kind)?.[1] ?? '🧑‍🚒';
}

export function RankIcon({ rank, size = 24 }: { rank: string; size?: number }) {
  return (
    <span aria-hidden="true" data-rank-icon={rankKind(rank)} style={{ fontSize: size, lineHeight: 1 }}>
      {rankEmoji(rank)}
    </span>
  );
}
