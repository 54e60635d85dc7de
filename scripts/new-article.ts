/**
 * `npm run new:article -- "Title of the article"`: writes src/content/articles/<slug>.mdx with
 * every field filled in with the right form, and placeholder sentences that `npm run check`
 * reports until they are replaced.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { articleScaffold, slugify } from '../src/lib/article-scaffold.ts';

const title = process.argv.slice(2).join(' ').trim();
if (!title) {
  console.error('Give the article a title: npm run new:article -- "How to Keep Your Villa Cool in August"');
  process.exit(1);
}
const slug = slugify(title);
if (!slug) {
  console.error('The title needs some letters or digits to make an address from.');
  process.exit(1);
}
const file = join(resolve('src/content/articles'), `${slug}.mdx`);
if (existsSync(file)) {
  console.error(`${relative(process.cwd(), file)} already exists: choose another title or edit that file.`);
  process.exit(1);
}
writeFileSync(file, articleScaffold(title, new Date()));
console.log(`Created ${relative(process.cwd(), file)}, published at /${slug}.
Next: replace the description, excerpt and body (the check fails until you do), pick a picture, then run \`npm run check\` and \`npm run dev\` to preview.`);
