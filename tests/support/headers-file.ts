/**
 * A strict reader of the `_headers` format as Cloudflare Pages documents it, for the static host
 * emulation (./pages-host.ts): a rule is a path pattern on a line of its own (`*` a splat that
 * matches anything, at most one; `:name` one path segment), followed by indented `Name: value`
 * lines, or `! Name` to detach a header that another matching rule sets. Every rule that matches
 * applies; a header set by several is joined with ", ", as the host does. `#` starts a comment.
 * Anything else is refused with its line number, since the host would skip it without a word.
 */

export interface HeaderRule {
  line: number;
  pattern: string;
  matches: (path: string) => boolean;
  headers: [name: string, value: string][];
  detach: string[];
}

/** Cloudflare Pages' limits. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export class HeadersFileError extends Error {}

function patternMatcher(pattern: string, line: number): (path: string) => boolean {
  if (!pattern.startsWith('/'))
    throw new HeadersFileError(`line ${line}: a rule's path must start with "/": ${pattern}`);
  if (/\s/.test(pattern)) throw new HeadersFileError(`line ${line}: a path has no spaces: ${pattern}`);
  if ((pattern.match(/\*/g) ?? []).length > 1)
    throw new HeadersFileError(`line ${line}: a path may hold one splat (*) only: ${pattern}`);
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.length > MAX_LINE) throw new HeadersFileError(`line ${line}: longer than ${MAX_LINE} characters`);
    if (raw.trim() === '' || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ line, pattern: raw.trim(), matches: patternMatcher(raw.trim(), line), headers: [], detach: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(`line ${line}: an indented header before any path: ${raw.trim()}`);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(raw);
    if (detach) {
      if (!TOKEN.test(detach[1]!)) throw new HeadersFileError(`line ${line}: not a header name: ${detach[1]}`);
      rule.detach.push(detach[1]!.toLowerCase());
      return;
    }
    const header = /^\s+([^:\s]+)\s*:\s*(.*?)\s*$/.exec(raw);
    if (!header) throw new HeadersFileError(`line ${line}: expected "Name: value" or "! Name": ${raw.trim()}`);
    const [, name, value] = header;
    if (!TOKEN.test(name!)) throw new HeadersFileError(`line ${line}: not a header name: ${name}`);
    if (!value) throw new HeadersFileError(`line ${line}: ${name} has no value`);
    rule.headers.push([name!, value]);
  });
  for (const rule of rules) {
    if (rule.headers.length === 0 && rule.detach.length === 0)
      throw new HeadersFileError(`line ${rule.line}: ${rule.pattern} sets no header`);
  }
  if (rules.length > MAX_RULES)
    throw new HeadersFileError(`${rules.length} rules: the host reads ${MAX_RULES} at most`);
  return rules;
}

/**
 * The headers the rules give a request for `path`, by lower-case name, on top of those the host
 * adds to every file by itself (`hostDefaults`), which a rule may detach too.
 */
export function headersFor(
  rules: readonly HeaderRule[],
  path: string,
  hostDefaults: Record<string, string> = {},
): Map<string, string> {
  const host: HeaderRule = {
    line: 0,
    pattern: '(the host)',
    matches: () => true,
    headers: Object.entries(hostDefaults),
    detach: [],
  };
  const matching = [host, ...rules.filter((rule) => rule.matches(path))];
  const values = new Map<string, { rule: HeaderRule; value: string }[]>();
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      values.set(key, [...(values.get(key) ?? []), { rule, value }]);
    }
  }
  // A detached header is dropped wherever another matching rule sets it; the detaching rule's own value stays.
  for (const rule of matching) {
    for (const name of rule.detach) {
      values.set(
        name,
        (values.get(name) ?? []).filter((entry) => entry.rule === rule),
      );
    }
  }
  return new Map(
    [...values]
      .filter(([, entries]) => entries.length > 0)
      .map(([name, entries]) => [name, entries.map((entry) => entry.value).join(', ')]),
  );
}
