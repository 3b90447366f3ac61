/**
 * Answers asked for before the console's code has loaded. On a phone on a slow line the
 * shell's scripts take seconds to arrive and run; its entry asks for what the first screen
 * needs first (the signed-in user) at once, and the first request for the same path takes
 * that answer instead of asking again. Each answer is used once.
 *
 * The answers live on a global registry, not in this module: the entry imports this file
 * alone, before the shared copy of this library exists, and both must see the same answers.
 * No imports here: the entry must stay small.
 */
const REGISTRY = Symbol.for('hydrant.earlyAnswers');

type Registry = Map<string, Promise<Response>>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Asks for a GET path (e.g. '/api/auth/user') now, with the session cookie. */
export function askEarly(path: string): void {
  const answers = registry();
  if (answers.has(path)) return;
  const answer = fetch(path, { credentials: 'include' });
  // a failed early request is reported by the request that takes it
  answer.catch(() => undefined);
  answers.set(path, answer);
}

/** The early answer for a GET path, once; undefined when none was asked for (or it was taken). */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answers = registry();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
