import { Flex, Tag, Tooltip } from 'antd';
import { formatDate } from '@hydrant/ui';
import { localToday } from '../calendar/calendar-grid';
import { EXPIRING_WITHIN_DAYS } from './personnel-constants';
import type { Certification } from './personnel-types';

export type CertificationState = 'valid' | 'expiring' | 'expired' | 'no-expiry';

const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** DECISIONS §10: expired (before today), expiring (within 60 days), valid, or without expiry. */
export function certificationState(c: Certification, today = localToday()): CertificationState {
  if (!c.expiresOn) return 'no-expiry';
  const left = dayNumber(c.expiresOn) - dayNumber(today);
  if (left < 0) return 'expired';
  if (left <= EXPIRING_WITHIN_DAYS) return 'expiring';
  return 'valid';
}

/** SPEC §5: certifications typed comma-separated, sent as a trimmed list (empty gives none). */
export const parseCertificationText = (text: string | undefined | null): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The certification chips of a card or the details: expired ones red, expiring ones orange, with the date. */
export function CertificationChips({ certifications }: { certifications: Certification[] }) {
  if (certifications.length === 0) return null;
  return (
    <Flex gap={4} wrap data-testid="certifications">
      {certifications.map((c) => {
        const state = certificationState(c);
        const suffix = state === 'expired' ? ' (expired)' : state === 'expiring' ? ' (expiring)' : '';
        const tag = (
          <Tag
            key={c.name}
            color={state === 'expired' ? 'red' : state === 'expiring' ? 'orange' : 'blue'}
            data-cert-state={state}
            style={{ marginInlineEnd: 0 }}
          >
            {c.name}
            {suffix}
          </Tag>
        );
        return c.expiresOn ? (
          <Tooltip key={c.name} title={`${state === 'expired' ? 'Expired' : 'Expires'} ${formatDate(c.expiresOn)}`}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </Flex>
  );
}
