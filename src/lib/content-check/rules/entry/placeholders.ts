/**
 * Placeholders: no placeholder of a scaffold (`npm run new:article`, `npm run new:service`) is left
 * in any file. A template writes each one starting with the mark ✎ (src/lib/scaffolds/placeholders.ts),
 * so every line of a field or an article's body that still holds the mark is reported on its line,
 * quoting the placeholder, which says what to write. The sentences the templates wrote before they
 * were marked are found too. Comments are not read: a template's comments may name the mark.
 */
import { PLACEHOLDER_MARK, UNMARKED_PLACEHOLDERS } from '../../../scaffolds/placeholders.ts';
import { scalars } from '../../entries.ts';
import { fieldName } from '../../report.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

/** A placeholder is quoted whole (the templates' are shorter); a long line with a stray mark, its start. */
const QUOTE_MAX = 160;

/** A line's words without its Markdown or YAML around them: `- name: "a first point"` → `a first point`. */
const wordsOf = (line: string) =>
  line
    .trim()
    .replace(/^(?:[-*]\s+|#+\s+)*(?:[\w.-]+:\s+)?/, '')
    .replace(/^["']|["']$/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();

/** The placeholder a line still holds, as the message quotes it, or undefined. */
function placeholderIn(line: string): { quote: string; marked: boolean } | undefined {
  const at = line.indexOf(PLACEHOLDER_MARK);
  if (at !== -1) {
    const quote = line
      .slice(at)
      .replace(/["']\s*$/, '')
      .trim();
    return { quote: quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX - 1)}…` : quote, marked: true };
  }
  const words = wordsOf(line);
  const sentence = UNMARKED_PLACEHOLDERS.find(
    (candidate) => words === candidate || (candidate.length >= 20 && words.includes(candidate)),
  );
  return sentence ? { quote: sentence, marked: false } : undefined;
}

function placeholderProblems(entry: LoadedEntry): Problem[] {
  const lines = entry.source.split('\n');
  const fieldOfLine = new Map<number, string>();
  for (const { path, line, lastLine } of scalars(entry)) {
    for (let at = line; at <= lastLine; at++) fieldOfLine.set(at, fieldName(path));
  }
  if (entry.spec.extension === '.mdx') {
    for (let at = entry.bodyOffset + 1; at <= lines.length; at++) fieldOfLine.set(at, 'body');
  }
  const problems: Problem[] = [];
  for (const [line, field] of [...fieldOfLine].sort(([a], [b]) => a - b)) {
    const found = placeholderIn(lines[line - 1] ?? '');
    if (!found) continue;
    problems.push({
      file: entry.file,
      line,
      field,
      message: `the template's placeholder "${found.quote}" is still here: replace it with what it asks for, in your own words${found.marked ? `, and delete the ${PLACEHOLDER_MARK}` : ''}`,
    });
  }
  return problems;
}

export const rule: Rule = {
  name: 'placeholders',
  summary: `no placeholder of a scaffold left: a line holding the mark ${PLACEHOLDER_MARK}, or a sentence of an earlier template`,
  scope: 'entry',
  check: placeholderProblems,
};
