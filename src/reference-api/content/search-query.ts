/**
 * The v3 search query: `project:slug[/version]`, `subprojects:slug[/version]` (both repeatable) and `user:@me` (last
 * wins) are arguments; every other whitespace-separated token is search text. `\:` keeps a colon literal, so
 * `project\:foo` is text.
 */

export interface ParsedSearchQuery {
  projects: string[];
  subprojects: string[];
  user: string | undefined;
  /** The text tokens joined by one space. */
  text: string;
}

const ARGUMENT = /^(project|subprojects|user)(?<!\\):(.*)$/s;

function unescape(token: string): string {
  return token.replace(/\\:/g, ':');
}

export function parseSearchQuery(query: string): ParsedSearchQuery {
  const parsed: ParsedSearchQuery = {projects: [], subprojects: [], user: undefined, text: ''};
  const text: string[] = [];
  for (const token of query.split(/\s+/)) {
    if (!token) continue;
    const argument = ARGUMENT.exec(token);
    if (!argument) {
      text.push(unescape(token));
      continue;
    }
    const value = unescape(argument[2] ?? '');
    if (argument[1] === 'project') parsed.projects.push(value);
    else if (argument[1] === 'subprojects') parsed.subprojects.push(value);
    else parsed.user = value;
  }
  parsed.text = text.join(' ');
  return parsed;
}

/** `slug/version` → `[slug, version]`; the version is everything after the first `/`, or undefined. */
export function splitProjectVersion(value: string): [string, string | undefined] {
  const slash = value.indexOf('/');
  if (slash === -1) return [value, undefined];
  return [value.slice(0, slash), value.slice(slash + 1) || undefined];
}
