import { Flex, Tag, Tooltip } from 'antd';
import { formatDate } from '@hydrant/ui';
import type { Certification } from './personnel-types';

/** SPEC §5: certifications typed comma-separated, sent as a trimmed list (empty gives none). */
export const parseCertificationText = (text: string | undefined | null): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

const COLOR = { expired: 'red', expiring: 'orange', valid: 'blue', none: 'blue' } as const;
const SUFFIX = { expired: ' (expired)', expiring: ' (expiring)', valid: '', none: '' } as const;

/**
 * The certification chips of a card or the details (DECISIONS §10): expired ones red,
 * those expiring within 60 days orange (the server's judgement, `expiry`), the date in a
 * tooltip.
 */
export function CertificationChips({ certifications }: { certifications: Certification[] }) {
  if (certifications.length === 0) return null;
  return (
    <Flex gap={4} wrap data-testid="certifications">
      {certifications.map((c) => {
        const tag = (
          <Tag key={c.name} color={COLOR[c.expiry]} data-cert-state={c.expiry} style={{ marginInlineEnd: 0 }}>
            {c.name}
            {SUFFIX[c.expiry]}
          </Tag>
        );
        return c.expiresOn ? (
          <Tooltip key={c.name} title={`${c.expiry === 'expired' ? 'Expired' : 'Expires'} ${formatDate(c.expiresOn)}`}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </Flex>
  );
}
