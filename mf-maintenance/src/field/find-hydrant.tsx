import { useState } from 'react';
import { Button, Input } from 'antd';

export interface FindHydrantProps {
  /** resolves false when no hydrant has that id */
  onFind: (label: string) => Promise<boolean>;
}

/** Find a hydrant by the id painted on it ('H-0001'). */
export function FindHydrant({ onFind }: FindHydrantProps) {
  const [value, setValue] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  return (
    <form
      className="field-find"
      role="search"
      aria-label="Find a hydrant"
      onSubmit={(event) => {
        event.preventDefault();
        const label = value.trim();
        if (!label) return;
        void onFind(label).then((found) => setNotFound(found ? null : label));
      }}
    >
      <label htmlFor="field-find-input" className="field-label-inline">
        Hydrant ID
      </label>
      <div className="field-find-row">
        <Input
          id="field-find-input"
          size="large"
          value={value}
          placeholder="H-0001"
          autoCapitalize="characters"
          onChange={(event) => setValue(event.target.value)}
        />
        <Button size="large" htmlType="submit">
          Find
        </Button>
      </div>
      {notFound ? (
        <p role="alert" className="field-error">
          No hydrant {notFound} here.
        </p>
      ) : null}
    </form>
  );
}
