/**
 * What the scaffolds' tests (new-article, new-service, new-plan) share: running a scaffold as a copywriter
 * does, the lines of a scaffolded file that hold a placeholder, filling every placeholder in with
 * words of one's own as a copywriter would (keeping the links), and the tests both scaffolds pass
 * (`describeScaffold`), each in a copy of the content made by the test file's
 * `copyContentForEachTest()`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { content, errors, root, run, warnings } from '../unit/content-check/support';

/** The mark every placeholder starts with, as docs/content-guide.md tells copywriters. */
export const MARK = '✎';

/** The scaffolds, by their file in scripts/. */
export type ScaffoldScript = 'new-article' | 'new-service' | 'new-plan' | 'new-project';

/** Runs `npm run <script> -- …args` in the copy; its exit code and what it printed. */
export function runScaffold(script: ScaffoldScript, ...args: string[]) {
  const result = spawnSync(process.execPath, [resolve(`scripts/${script}.ts`), ...args], {
    cwd: root(),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A file of the copy, by its path from the project: src/content/…. */
export const read = (file: string) => readFileSync(join(root(), file), 'utf8');
export const write = (file: string, text: string) => writeFileSync(join(root(), file), text);

/** Every file under the copy's content folder: to see that a command wrote nothing. */
function contentFiles(): string[] {
  return readdirSync(content(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(content(), join(entry.parentPath, entry.name)))
    .sort();
}

/** Runs `action`, and expects it to have left every content file as it was. */
export function expectNothingWritten<T>(action: () => T): T {
  const before = contentFiles();
  const result = action();
  expect(contentFiles()).toEqual(before);
  return result;
}

/**
 * The lines (counted from 1) that hold a placeholder: those with the mark, but the comments of the
 * fields (YAML, or an article's front matter), which may name the mark.
 */
export function placeholderLines(source: string): number[] {
  const lines = source.split('\n');
  const frontmatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : lines.length;
  return lines.flatMap((line, index) =>
    line.includes(MARK) && !(index < frontmatterEnd && /^\s*#/.test(line)) ? [index + 1] : [],
  );
}

/**
 * The file with each placeholder replaced by `words`, as a copywriter fills it in: the Markdown
 * or YAML around it stays, and so do its links (their text replaced too).
 */
export function fillIn(source: string, words: string): string {
  const placeholders = placeholderLines(source);
  return source
    .split('\n')
    .map((line, index) => {
      if (!placeholders.includes(index + 1)) return line;
      const before = line.slice(0, line.indexOf(MARK));
      const after = line.slice(line.indexOf(MARK));
      if (before.endsWith('"')) return `${before}${words}"`;
      if (before.endsWith('[')) return `${before}${words}${after.slice(after.indexOf(']'))}`;
      const links = after.match(/\]\([^)]*\)/g) ?? [];
      return `${before}${words}${links.map((link) => ` [${words}${link}`).join('')}`;
    })
    .join('\n');
}

/** What the check says of a placeholder left, quoting it: after `file:line — field: `. */
export const placeholderLeft = (quote: string) =>
  `the template's placeholder "${quote}" is still here: replace it with what it asks for, in your own words, and delete the ${MARK}`;

/**
 * What the check should report of each placeholder line of a scaffolded file, given the field
 * each line belongs to: `file:line — field: the template's placeholder "✎ …" is still here…`.
 */
export function placeholderProblems(file: string, fieldAt: (lines: string[], line: number) => string): string[] {
  const source = read(file);
  const lines = source.split('\n');
  return placeholderLines(source).map((line) => {
    const text = lines[line - 1]!;
    const quote = text.slice(text.indexOf(MARK)).replace(/"$/, '');
    return `${file}:${line} — ${fieldAt(lines, line)}: ${placeholderLeft(quote)}`;
  });
}

/** Words of one's own, long enough for every field (50 to 60 characters), in each edition. */
export const OWN_WORDS = {
  en: 'Our own words for this part, written for building owners.',
  ar: 'كلماتنا نحن لهذا الجزء من الصفحة، مكتوبة لأصحاب المباني.',
};

export interface ScaffoldUnderTest {
  script: ScaffoldScript;
  title: string;
  /** The new file and its Arabic twin, from the project. */
  englishFile: string;
  arabicFile: string;
  /** What the command says it wrote. */
  created: string;
  createdTwin: string;
  /** The field a placeholder line belongs to, as the check names it. */
  fieldAt: (lines: string[], line: number) => string;
  /** The text fields whose comment states their length rule, with their schemas. */
  limited: Record<string, z.ZodString>;
  /** The fields a twin keeps from its original. */
  kept: string[];
  /** A title the schema refuses, and what the command says of it. */
  refusedTitle: [title: string, message: string];
  /** An option it does not take. */
  unknownOption: string;
}

/** What both scaffolds do: each placeholder fails the check, the limits, --help, a wrong option, the twin. */
export function describeScaffold(s: ScaffoldUnderTest) {
  const command = `npm run ${s.script.replace('-', ':')}`;
  const scaffold = (...args: string[]) => runScaffold(s.script, ...args);
  const problemsOf = (file: string) => placeholderProblems(file, s.fieldAt);
  const fill = (file: string, words: string) => write(file, fillIn(read(file), words));

  describe(command, () => {
    it('writes a file each of whose placeholders fails the check on its line, and that passes once filled in', () => {
      const { status, stdout } = scaffold(s.title);
      expect(status).toBe(0);
      expect(stdout).toContain(s.created);
      expect(read(s.englishFile)).toContain(`title: "${s.title}"`);
      // Each placeholder is reported on its line, quoted; nothing else is wrong with the file.
      expect(problemsOf(s.englishFile).length).toBeGreaterThan(0);
      expect(errors()).toEqual(problemsOf(s.englishFile));

      fill(s.englishFile, OWN_WORDS.en);
      expect(errors()).toEqual([]);
      // Published in English only until its translation exists: a warning, which does not fail the check.
      expect(warnings()).toEqual([expect.stringContaining(`${s.englishFile}: no Arabic translation yet`)]);
    });

    it('fails `npm run check` naming each placeholder, and passes once they are filled in', () => {
      scaffold(s.title);
      const before = run();
      expect(before.exitCode).toBe(1);
      for (const problem of problemsOf(s.englishFile)) expect(before.output).toContain(`✗ ${problem}`);
      fill(s.englishFile, OWN_WORDS.en);
      const after = run();
      expect(after.output).toContain('Content check passed');
      expect(after.exitCode).toBe(0);
    });

    it('states in its comments the limits the check enforces, read from the schema', () => {
      scaffold(s.title);
      const lines = read(s.englishFile).split('\n');
      for (const [field, schema] of Object.entries(s.limited)) {
        const { minLength, maxLength } = schema;
        const rule =
          maxLength === null
            ? `(at least ${minLength} characters)`
            : (minLength ?? 0) > 1
              ? `(${minLength} to ${maxLength} characters)`
              : `(at most ${maxLength} characters)`;
        expect(lines[lines.findIndex((line) => line.startsWith(`${field}: `)) - 1], field).toContain(rule);
      }
    });

    it('refuses a title the check would refuse, and writes nothing', () => {
      const { status, stderr } = expectNothingWritten(() => scaffold(s.refusedTitle[0]));
      expect(status).toBe(1);
      expect(stderr).toContain(s.refusedTitle[1]);
      expect(stderr).toContain('nothing was written');
    });

    it.each(['--help', '-h'])('%s prints the usage and writes nothing', (flag) => {
      const { status, stdout } = expectNothingWritten(() => scaffold(flag));
      expect(status).toBe(0);
      expect(stdout).toContain(`${command} -- "`);
      expect(stdout).toContain(`${command} -- --with-arabic "`);
      expect(stdout).toContain(`${command} -- --help`);
    });

    it('refuses an option it does not know, with the usage, and writes nothing', () => {
      const { status, stderr } = expectNothingWritten(() => scaffold(s.unknownOption, s.title));
      expect(status).toBe(1);
      expect(stderr).toContain(`There is no option ${s.unknownOption}.`);
      expect(stderr).toContain(`${command} -- --help`);
    });
  });

  describe(`${command} -- --with-arabic "Title"`, () => {
    it("writes the Arabic twin beside it, with the original's pictures and links at /ar/, failing the check until translated", () => {
      const { status, stdout } = scaffold('--with-arabic', s.title);
      expect(status).toBe(0);
      expect(stdout).toContain(s.created);
      expect(stdout).toContain(s.createdTwin);
      const [english, twin] = [read(s.englishFile), read(s.arabicFile)];
      for (const field of s.kept) {
        const line = new RegExp(`^${field}: .*$`, 'm');
        expect(line.exec(twin)?.[0], field).toBe(line.exec(english)?.[0]);
      }
      // Its pictures one folder further up; its links to the Arabic pages.
      const pictures = /(?<=^\w*[iI]mage: )\S+/gm;
      expect(twin.match(pictures)).toEqual(english.match(pictures)!.map((path) => `../${path}`));
      const links = /(?<=[( ])\/(ar\/)?contact\b/g;
      expect(english.match(links)).toEqual(['/contact']);
      expect(twin.match(links)).toEqual(['/ar/contact']);

      // Every placeholder of both files is reported (the twin's title too), and nothing else: the twins agree.
      expect(placeholderLines(twin)).toHaveLength(placeholderLines(english).length + 1);
      expect(errors()).toEqual([...problemsOf(s.englishFile), ...problemsOf(s.arabicFile)]);
      expect(warnings()).toEqual([]);

      fill(s.englishFile, OWN_WORDS.en);
      fill(s.arabicFile, OWN_WORDS.ar);
      expect(errors()).toEqual([]);
      expect(warnings()).toEqual([]);
    });

    it('writes neither file when the twin exists already', () => {
      write(s.arabicFile, "the translator's work");
      const { status, stderr } = scaffold('--with-arabic', s.title);
      expect(status).toBe(1);
      expect(stderr).toContain(`${s.arabicFile} already exists`);
      expect(existsSync(join(root(), s.englishFile))).toBe(false);
      expect(read(s.arabicFile)).toBe("the translator's work");
    });
  });
}
