import { bulkFormDefaults, toBulkInspectionDto } from './bulk-inspection-values';

describe('bulk inspection request', () => {
  it('starts on today (local date) with the status kept', () => {
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(bulkFormDefaults()).toMatchObject({ inspectionDate: today, status: '', inspector: '', outcome: 'passed' });
  });

  const base = {
    inspectionDate: '2024-06-15',
    inspector: ' Bulk Tester ',
    status: '' as const,
    pressure: null,
    flowRate: null,
    checklist: [],
    notes: '',
    outcome: '' as const,
    outcomeReason: '',
    outOfServiceReason: '',
    expectedReturn: '',
  };

  it("sends only the date, the inspector and the hydrants when nothing else is given ('Keep current status')", () => {
    expect(toBulkInspectionDto(base, [3, 4])).toEqual({
      hydrantIds: [3, 4],
      inspectionDate: '2024-06-15',
      inspector: 'Bulk Tester',
    });
  });

  it('adds status, whole-number readings, checklist and notes when given', () => {
    expect(
      toBulkInspectionDto(
        {
          ...base,
          status: 'maintenance',
          pressure: 64.6,
          flowRate: 0,
          checklist: ['No Leaks'],
          notes: ' Valve stiff ',
        },
        [9],
      ),
    ).toEqual({
      hydrantIds: [9],
      inspectionDate: '2024-06-15',
      inspector: 'Bulk Tester',
      status: 'maintenance',
      pressure: 65,
      flowRate: 0,
      checklist: ['No Leaks'],
      notes: 'Valve stiff',
    });
  });

  it("sends the outcome, the reason only for 'could not test', and the out-of-service reason with that status", () => {
    expect(toBulkInspectionDto({ ...base, outcome: 'failed', outcomeReason: 'ignored' }, [1])).toEqual({
      hydrantIds: [1],
      inspectionDate: '2024-06-15',
      inspector: 'Bulk Tester',
      outcome: 'failed',
    });
    expect(
      toBulkInspectionDto(
        {
          ...base,
          outcome: 'could-not-test',
          outcomeReason: ' Blocked by a parked car ',
          status: 'out-of-service',
          outOfServiceReason: ' Frozen ',
          expectedReturn: '2024-07-01',
        },
        [2],
      ),
    ).toMatchObject({
      outcome: 'could-not-test',
      outcomeReason: 'Blocked by a parked car',
      status: 'out-of-service',
      outOfServiceReason: 'Frozen',
      expectedReturn: '2024-07-01',
    });
  });
});
