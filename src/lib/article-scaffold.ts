/**
 * What `npm run new:article -- "Title"` writes: every field filled in with the right form, and
 * placeholder sentences that `npm run check` refuses until they are replaced, so the template
 * itself can never go live. `npm run new:article -- --lang ar <file name>` writes the Arabic twin
 * of an existing article the same way (`articleTwinScaffold`).
 */
import type { DEFAULT_EDITION, Edition } from './i18n/index.ts';

/** "AC Repair in Dubai: 5 Tips" → "ac-repair-in-dubai-5-tips" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const yamlString = (value: string) => JSON.stringify(value);

/** The template's stand-in sentences; the check reports each one still in an article. */
export const scaffoldPlaceholders = {
  description: 'Write one or two sentences that make a reader click this article in a search result.',
  excerpt: 'A short summary of the article that appears on the blog list under its title.',
  opening: 'Start with one or two paragraphs that say who this article is for and what they will learn.',
  heading: 'First heading',
  advice: 'Write the advice here.',
  firstPoint: 'a first point',
  secondPoint: 'a second point',
} as const;
const p = scaffoldPlaceholders;

export function articleScaffold(title: string, today: Date): string {
  const day = today.toISOString().slice(0, 10);
  return `---
# The article's heading and browser tab title (20 to 90 characters).
title: ${yamlString(title)}
# The search result snippet (50 to 160 characters). Replace this sentence.
description: ${yamlString(p.description)}
# Publication date, year-month-day.
date: ${day}
# The banner picture, relative to this file. Artwork lives in src/assets/art/; add a photo there to use one.
image: ../../assets/art/maintenance.svg
# What the picture shows, for people who cannot see it.
imageAlt: "Illustration of a crossed wrench and screwdriver"
# One or two sentences for the blog card (40 to 220 characters). Replace this sentence.
excerpt: ${yamlString(p.excerpt)}
---

${p.opening}

## ${p.heading}

${p.advice} Use short paragraphs and lists where they help:

- ${p.firstPoint}
- ${p.secondPoint}

## How we can help

End with what <CompanyName /> does about it and an invitation to [ask for a free consultation](/contact).
`;
}

/** The editions an article can be translated into: every edition but the default. */
export type TranslationEdition = Exclude<Edition, typeof DEFAULT_EDITION>;

/** A translation template's stand-in sentences, in its language; the check reports each one left. */
export const translationPlaceholders = {
  ar: {
    title: 'اكتب هنا عنوان المقال بالعربية',
    description: 'اكتب جملة أو جملتين تدفعان القارئ إلى فتح هذا المقال من نتائج البحث.',
    imageAlt: 'صف ما تظهره الصورة لمن لا يستطيع رؤيتها.',
    excerpt: 'ملخص قصير للمقال يظهر في قائمة المدونة تحت عنوانه.',
    body: 'اكتب هنا ترجمة المقال الإنجليزي فقرة فقرة، بالعناوين والمكونات نفسها.',
    links: 'ضع كل رابط من الروابط التالية في مكانه من النص وبالترتيب نفسه، ثم احذف هذه القائمة.',
    linkText: 'نص الرابط',
  },
} as const satisfies Record<TranslationEdition, Record<string, string>>;

export interface ArticleTwin {
  edition: TranslationEdition;
  /** The original's file, e.g. src/content/articles/x.mdx. */
  original: string;
  /** The original's words, shown as comments beside the fields to translate. */
  title: string;
  description: string;
  imageAlt: string;
  excerpt: string;
  /** Kept from the original: a translation has its date, picture (one more ../), video and draft state. */
  date: string;
  image: string;
  video?: string;
  draft?: boolean;
  /** The original's internal links in order, already written for the translation's edition (/ar/contact). */
  links: string[];
}

/** The twin of an existing article: its date and picture, and stand-ins for every word. */
export function articleTwinScaffold(twin: ArticleTwin): string {
  const t = translationPlaceholders[twin.edition];
  const was = (value: string) => `# The original: ${yamlString(value)}`;
  const links = twin.links.length
    ? `\n${t.links}\n\n${twin.links.map((link) => `- [${t.linkText}](${link})`).join('\n')}\n`
    : '';
  return `---
# The translation of ${twin.original}: the same file name, date and picture; the words translated.
# The article's heading and browser tab title (20 to 60 characters). Replace this sentence.
${was(twin.title)}
title: ${yamlString(t.title)}
# The search result snippet (50 to 160 characters). Replace this sentence.
${was(twin.description)}
description: ${yamlString(t.description)}
# The original's date: a translation keeps it.
date: ${twin.date}
# The original's picture, one more ../ (this file sits one folder deeper).
image: ${twin.image}
# What the picture shows, for people who cannot see it. Replace this sentence.
${was(twin.imageAlt)}
imageAlt: ${yamlString(t.imageAlt)}
# One or two sentences for the blog card (40 to 220 characters). Replace this sentence.
${was(twin.excerpt)}
excerpt: ${yamlString(t.excerpt)}
${twin.video ? `video: ${yamlString(twin.video)}\n` : ''}${twin.draft ? 'draft: true\n' : ''}---

${t.body}
${links}`;
}
