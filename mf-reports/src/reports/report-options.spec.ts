import {
  DEFAULT_SECTIONS,
  REPORT_TYPES,
  canGenerate,
  dateRangeError,
  initialReportForm,
  reportRequest,
} from './report-options';
import { fileNameFromDisposition, refusalMessage, reportFileName } from './report-download';

describe('report options', () => {
  it('names the four SPEC types and the ISO readiness report', () => {
    expect(REPORT_TYPES.map((t) => [t.value, t.label])).toEqual([
      ['inspection', 'Hydrant Inspection Report'],
      ['maintenance', 'Maintenance Activity Report'],
      ['compliance', 'NFPA Compliance Report'],
      ['operational', 'Operational Status Report'],
      ['iso-readiness', 'ISO Readiness Report'],
    ]);
  });

  it('turns summary, details and recommendations on, photos and maintenance off', () => {
    expect(DEFAULT_SECTIONS).toEqual({
      summary: true,
      details: true,
      recommendations: true,
      photos: false,
      maintenance: false,
    });
  });

  it('needs a type and a non-blank title', () => {
    expect(canGenerate(undefined, 'Title')).toBe(false);
    expect(canGenerate('inspection', '')).toBe(false);
    expect(canGenerate('inspection', '   ')).toBe(false);
    expect(canGenerate('inspection', 'Q1')).toBe(true);
  });

  it('starts with the last 30 days', () => {
    const form = initialReportForm(new Date(2026, 2, 15));
    expect([form.startDate, form.endDate]).toEqual(['2026-02-13', '2026-03-15']);
  });

  it('refuses an end before the start', () => {
    expect(dateRangeError('2026-03-02', '2026-03-01')).toBeTruthy();
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(dateRangeError('', '2026-03-01')).toBeFalsy();
  });

  it('builds the request with the trimmed title and no blank description', () => {
    const form = { ...initialReportForm(new Date(2026, 0, 31)), type: 'compliance' as const, title: '  Q1  ' };
    expect(reportRequest(form, 'pdf')).toEqual({
      type: 'compliance',
      title: 'Q1',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      areas: [],
      hydrantIds: [],
      sections: DEFAULT_SECTIONS,
      format: 'pdf',
    });
  });
});

describe('report download', () => {
  it('reads the file name of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="a-b-2026.txt"')).toBe('a-b-2026.txt');
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf')).toBe(
      'résumé.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('names a report from its lowercased, hyphenated title and a timestamp', () => {
    expect(reportFileName('Q1 Inspection Report!', 'txt', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe(
      'q1-inspection-report-2026-01-02-030405.txt',
    );
  });

  it('reports the server message of a refusal', () => {
    expect(refusalMessage(400, 'Bad Request', '{"message":["Please select a report type and enter a title"]}')).toBe(
      'Please select a report type and enter a title',
    );
    expect(refusalMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });
});
