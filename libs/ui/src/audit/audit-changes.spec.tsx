import { render, screen } from '@testing-library/react';
import { AuditChanges, auditActionLabel, auditFieldLabel } from './audit-changes';

describe('AuditChanges', () => {
  it('shows a change field by field, old → new, leaving out the bookkeeping fields', () => {
    render(
      <AuditChanges
        action="update"
        changes={[
          { field: 'flow_rate', oldValue: '900', newValue: '1200' },
          { field: 'version', oldValue: '1', newValue: '2' },
          { field: 'notes', oldValue: 'old note', newValue: null },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Flow rate: 900 →  changed to 1200',
      'Notes: old note →  changed to (empty)',
    ]);
  });

  it('a new record shows its filled fields; a deleted one its old values; nothing left says so', () => {
    const { rerender } = render(
      <AuditChanges
        action="insert"
        changes={[
          { field: 'address', oldValue: null, newValue: '1 Main St' },
          { field: 'inspector', oldValue: null, newValue: null },
          { field: 'checklist', oldValue: null, newValue: '[]' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Address: 1 Main St']);
    rerender(<AuditChanges action="delete" changes={[{ field: 'address', oldValue: '1 Main St', newValue: null }]} />);
    expect(screen.getByRole('listitem').textContent).toBe('Address: 1 Main St');
    rerender(<AuditChanges action="update" changes={[{ field: 'updated_at', oldValue: 'a', newValue: 'b' }]} />);
    expect(screen.getByText('No details')).toBeTruthy();
  });

  it('labels actions and fields for people', () => {
    expect(auditActionLabel('sign-in-failed')).toBe('Sign-in failed');
    expect(auditActionLabel('insert')).toBe('Created');
    expect(auditFieldLabel('last_inspection')).toBe('Last inspection');
  });
});
