/** The classes a script may add to a page, read from its source (src/integrations/page-trim/script-classes.ts). */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { classesInSource, islandClasses } from '../../src/integrations/page-trim/script-classes';

describe('classesInSource', () => {
  it('finds classes in plain, template and conditional className strings', () => {
    const found = classesInSource(
      "<p className={tone === 'error' ? 'font-medium text-red-700' : 'text-brand-teal'} /><div className={`relative ${x}`} />",
    );
    for (const name of ['font-medium', 'text-red-700', 'text-brand-teal', 'relative']) expect(found).toContain(name);
  });
});

describe('islandClasses', () => {
  it("adds the classes of the files an island imports from its folder, and theirs, but not a package's", () => {
    const classes = islandClasses(
      new Map([
        ['Form', `import { Field } from './Field';\nimport { useState } from 'react';\nconst a = 'grid gap-4';`],
        ['Field', `import { check } from './check.ts';\nconst b = 'text-red-700';`],
        ['check', `export const check = 'sr-only';`],
        ['Other', `const c = 'flex';`],
      ]),
    );
    for (const word of ['grid', 'gap-4', 'text-red-700', 'sr-only']) expect(classes.get('Form'), word).toContain(word);
    expect([...classes.get('Other')!]).toEqual(['flex']);
    expect(classes.get('Field')).not.toContain('grid');
  });

  it("gives each form island the classes its fields render only in the browser (a field's error)", () => {
    const dir = 'src/components/islands';
    const sources = new Map(
      readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => [file.replace(/\.tsx?$/, ''), readFileSync(`${dir}/${file}`, 'utf8')]),
    );
    const classes = islandClasses(sources);
    expect(classes.get('LeadForm')).toContain('text-red-700');
  });
});
