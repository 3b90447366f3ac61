import type { ReportData } from './report-data.js';

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Recommendations drawn from the report's own figures (SPEC §9: a 6-month inspection schedule is suggested). */
export function recommendationsFor(data: ReportData): string[] {
  const { summary } = data;
  const items: string[] = [];
  if (summary.total === 0) return ['No hydrants are in the scope of this report: widen the area or hydrant selection.'];
  if (summary.outOfService) {
    items.push(
      `Return ${plural(summary.outOfService, 'out-of-service hydrant')} to service as a priority, and keep dispatch informed of their locations.`,
    );
  }
  if (summary.maintenance) items.push(`Complete the repairs on ${plural(summary.maintenance, 'hydrant')} needing maintenance.`);
  if (summary.needsInspection) {
    items.push(
      `Inspect ${plural(summary.needsInspection, 'hydrant')} never inspected or last inspected over 180 days ago` +
        (summary.neverInspected ? ` (${summary.neverInspected.toLocaleString('en-US')} never inspected).` : '.'),
    );
  }
  if (data.maintenance?.overdueSchedules) {
    items.push(`Clear ${plural(data.maintenance.overdueSchedules, 'overdue maintenance task')}.`);
  }
  const notAnnual = summary.total - summary.inspectedWithinYear;
  if (data.type === 'compliance' && notAnnual) {
    items.push(
      `Inspect the ${plural(notAnnual, 'hydrant')} not inspected within the last 365 days to reach full annual inspection compliance.`,
    );
  }
  if (data.iso) {
    const notFlowTested = summary.total - data.iso.flowTested5Years;
    if (!data.iso.flowTestsAvailable) {
      items.push('Record flow tests (NFPA 291) for every hydrant: no flow test results are recorded yet.');
    } else if (notFlowTested) {
      items.push(
        `Flow-test ${plural(notFlowTested, 'hydrant')} without a flow test in the last 5 years (NFPA 291 recommends every 5 years).`,
      );
    }
    if (data.iso.isolatedTotal) {
      items.push(
        `Review coverage around ${plural(data.iso.isolatedTotal, 'hydrant')} with no other hydrant within 1,000 ft (ISO counts hydrants within 1,000 ft of a property).`,
      );
    }
  }
  items.push('Keep a 6-month inspection schedule for every hydrant.');
  return items;
}
