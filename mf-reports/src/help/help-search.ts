import type { HelpTopic } from './help-topics';

/** Lowercased, accents removed, runs of spaces made one: what both sides of a match are compared as. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * SPEC §2 Help: the topics whose title, content or keywords hold the query. A blank
 * query keeps every topic; a query of several words keeps a topic holding each of them
 * (in any of those fields), in the topics' own order.
 */
export function searchHelpTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const haystack = normalizeSearchText([topic.title, topic.content, ...topic.keywords].join(' \n '));
    return words.every((word) => haystack.includes(word));
  });
}
