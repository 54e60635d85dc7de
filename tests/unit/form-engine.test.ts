/**
 * The form engine (src/components/islands/FormField.tsx, FormParts.tsx, form-check.ts,
 * use-form-post.ts) is shared by every form island. The build keeps a page's CSS only for the
 * classes its islands' own files name (src/integrations/trim-built-pages.ts), so each island on the
 * engine names the classes the engine renders only in the browser; otherwise an error under a
 * field would lose its colour on a prerendered page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classesInSource } from '../../src/lib/html-trim';
import { AWAKE_CLASSES } from '../../src/components/islands/FormParts';

const dir = 'src/components/islands';
const engineIslands = readdirSync(dir).filter(
  (file) =>
    /^[A-Z].*\.tsx$/.test(file) &&
    file !== 'FormParts.tsx' &&
    readFileSync(join(dir, file), 'utf8').includes("from './use-form-post'"),
);

describe('the form engine', () => {
  it('serves the contact form and the visit request form', () => {
    expect(engineIslands.sort()).toEqual(['BookingForm.tsx', 'ContactForm.tsx']);
  });

  it('names in AWAKE_CLASSES only classes its parts render', () => {
    const parts = new Set(
      ['FormField.tsx', 'FormParts.tsx'].flatMap((file) => [...classesInSource(readFileSync(join(dir, file), 'utf8'))]),
    );
    for (const word of AWAKE_CLASSES.split(' ')) expect(parts, word).toContain(word);
  });

  it.each(engineIslands)('%s names those classes in its own source, for the build to keep their CSS', (file) => {
    const own = classesInSource(readFileSync(join(dir, file), 'utf8'));
    for (const word of AWAKE_CLASSES.split(' ')) expect(own, word).toContain(word);
  });
});
