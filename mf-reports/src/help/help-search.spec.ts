import { HELP_TOPICS, type HelpTopic } from './help-topics';
import { normalizeSearchText, searchHelpTopics } from './help-search';

const topic = (id: string, fields: Partial<HelpTopic>): HelpTopic => ({
  id,
  title: id,
  category: 'Test',
  content: '',
  steps: [],
  tips: [],
  keywords: [],
  ...fields,
});

const TOPICS = [
  topic('a', { title: 'Adding a Hydrant', content: 'Use the dialog.' }),
  topic('b', { title: 'Zones', content: 'Draw a polygon on the map.' }),
  topic('c', { title: 'Reports', keywords: ['pdf', 'export'] }),
  topic('d', { title: 'Steps only', steps: ['secretword in a step'], tips: ['tipword'], category: 'catword' }),
];

const ids = (found: HelpTopic[]) => found.map((t) => t.id);

describe('searchHelpTopics', () => {
  it('keeps every topic for a blank query', () => {
    expect(ids(searchHelpTopics(TOPICS, ''))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(searchHelpTopics(TOPICS, '   '))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the title, ignoring case', () => {
    expect(ids(searchHelpTopics(TOPICS, 'HYDRANT'))).toEqual(['a']);
  });

  it('matches the content', () => {
    expect(ids(searchHelpTopics(TOPICS, 'polygon'))).toEqual(['b']);
  });

  it('matches the keywords', () => {
    expect(ids(searchHelpTopics(TOPICS, 'pdf'))).toEqual(['c']);
  });

  it('does not search steps, tips or the category (SPEC: title, content and keywords)', () => {
    expect(searchHelpTopics(TOPICS, 'secretword')).toEqual([]);
    expect(searchHelpTopics(TOPICS, 'tipword')).toEqual([]);
    expect(searchHelpTopics(TOPICS, 'catword')).toEqual([]);
  });

  it('needs every word of a query, each in any field', () => {
    expect(ids(searchHelpTopics(TOPICS, 'reports export'))).toEqual(['c']);
    expect(searchHelpTopics(TOPICS, 'reports polygon')).toEqual([]);
  });

  it('finds nothing for text no topic holds', () => {
    expect(searchHelpTopics(TOPICS, 'xyzzy')).toEqual([]);
  });

  it('ignores accents and extra spaces', () => {
    expect(normalizeSearchText('  Zôñes   Map ')).toBe('zones map');
    expect(ids(searchHelpTopics(TOPICS, 'zônes'))).toEqual(['b']);
  });
});

describe('HELP_TOPICS', () => {
  it('holds the ten topics SPEC names, in its order', () => {
    expect(HELP_TOPICS.map((t) => t.title)).toEqual([
      'Getting Started',
      'Adding a Hydrant',
      'Scheduling Maintenance',
      'Creating Zones',
      'Managing Alerts',
      'Equipment Tracking',
      'Personnel and Shifts',
      'Generating Reports',
      'Mobile Usage',
      'Troubleshooting',
    ]);
  });

  it('gives every topic a category, content, numbered steps, tips and keywords', () => {
    for (const t of HELP_TOPICS) {
      expect(t.category).not.toBe('');
      expect(t.content.length).toBeGreaterThan(40);
      expect(t.steps.length).toBeGreaterThanOrEqual(3);
      expect(t.tips.length).toBeGreaterThanOrEqual(1);
      expect(t.keywords.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(HELP_TOPICS.map((t) => t.id)).size).toBe(HELP_TOPICS.length);
  });

  it('finds the report topic by a keyword absent from its title', () => {
    expect(searchHelpTopics(HELP_TOPICS, 'geojson').map((t) => t.id)).toEqual(['generating-reports']);
  });
});
