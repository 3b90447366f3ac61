import { Link } from 'react-router';

/**
 * The dashboard's link to one hydrant's details (`/?hydrant=<id>`, understood by
 * mf-hydrants): remotes talk through URLs, never by importing each other.
 */
export const hydrantHref = (id: number) => `/?hydrant=${id}`;

export function HydrantLink({ id, label }: { id: number; label: string | null | undefined }) {
  return (
    <Link
      to={hydrantHref(id)}
      data-testid="hydrant-link"
      title={`Open the details of hydrant ${label ?? id}`}
      style={{ textDecoration: 'underline' }}
    >
      {label ?? `#${id}`}
    </Link>
  );
}

/** SPEC §2: the address, or 'Address not available'. */
export const addressText = (address: string | null | undefined) =>
  address && address.trim() ? address : 'Address not available';
