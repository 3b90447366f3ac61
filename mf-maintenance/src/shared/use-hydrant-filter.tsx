import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '@hydrant/ui';

/** `?hydrant=<id>` on /maintenance: the Schedules and History tabs show only that hydrant. */
export function useHydrantFilter(): [number | undefined, () => void] {
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const text = params.get('hydrant') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
  const clear = () =>
    update((current) => {
      current.delete('hydrant');
      current.delete('page');
    });
  return [id, clear];
}

/** The hydrant filter as a closable tag, named by the hydrant's label once a row shows it. */
export function HydrantFilterTag({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Tag
      closable
      onClose={onClear}
      color="blue"
      data-testid="hydrant-filter"
      closeIcon={<span aria-label="Show all hydrants">×</span>}
    >
      Hydrant {label}
    </Tag>
  );
}
