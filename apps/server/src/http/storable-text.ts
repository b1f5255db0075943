import type { FastifyInstance } from 'fastify';
import { type FieldProblem, invalidRequest } from './errors';

// A high surrogate not followed by a low one, or a low one not preceded by a high one. Pairs (emoji) are fine.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why PostgreSQL cannot take `text` as it is, or undefined when it can: text and jsonb refuse the NUL character,
 * and a lone UTF-16 surrogate has no UTF-8 form (jsonb refuses its `\ud800` escape; text would keep U+FFFD in
 * its place, silently not what was sent).
 */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain an unpaired surrogate (U+D800 to U+DFFF)';
  return undefined;
}

/** The most problems one answer lists: a hostile body may hold thousands. */
const MOST_PROBLEMS = 10;

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const fieldOf = (visit: Visit) => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The field and problem of every string in `value` that PostgreSQL cannot take, object keys included, named as
 * the schema errors are (`body.selections.0.specifier`). Walked with a list rather than recursion: a 256 KB body
 * can nest deeper than the call stack goes.
 */
export function unstorableFields(value: unknown, root: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: Visit[] = [{ value, key: root, parent: undefined }];
  for (let visit = pending.pop(); visit && problems.length < MOST_PROBLEMS; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const message = unstorableText(current);
      if (message) problems.push({ field: fieldOf(visit), message });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        pending.push({ value: current[i], key: String(i), parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const keyMessage = unstorableText(key);
        if (keyMessage) problems.push({ field: fieldOf(visit), message: `has a key that ${keyMessage}` });
        else pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return problems;
}

/**
 * The edge rule for text: a request carrying a string PostgreSQL cannot store (a NUL character or a lone
 * surrogate) in its path, query, body (at any depth) or headers is refused with 400 naming the field, before
 * any schema or handler sees it, so no route can turn it into a failed query (a 500) or a silently changed value.
 * Cookies are not checked here: the ones stored are read through their own schema where they are used.
 */
export function installStorableTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...unstorableFields(request.params, 'params'),
      ...unstorableFields(request.query, 'querystring'),
      ...unstorableFields(request.body, 'body'),
      ...unstorableFields(request.headers, 'headers'),
    ];
    if (problems.length > 0) throw invalidRequest(problems.slice(0, MOST_PROBLEMS));
  });
}
