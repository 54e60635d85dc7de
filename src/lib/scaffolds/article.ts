/**
 * What `npm run new:article` writes. `articleScaffold`: a new article in one edition (the English
 * one, and with `--with-arabic` its Arabic twin beside it), every field in the right form and every
 * word to write a placeholder (placeholders.ts) that `npm run check` refuses until it is replaced.
 * `articleTwinScaffold`: the twin of an existing article (`--lang ar <file name>`), with its date,
 * picture and links. The comments state the check's rules, read from the schema (limits.ts).
 */
import { articleSchema } from '../content/schemas/articles.ts';
import { DEFAULT_EDITION, editionInfo, pathInEdition, type Edition } from '../i18n/index.ts';
import { fieldsOf, lengthRule } from './limits.ts';
import { placeholder } from './placeholders.ts';

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

/** The editions an article can be translated into: every edition but the default. */
export type TranslationEdition = Exclude<Edition, typeof DEFAULT_EDITION>;

/** A picture path of the assets folder, from a content file of the edition (a twin sits one folder deeper). */
export const assetPath = (edition: Edition, asset: string) =>
  `${'../'.repeat(editionInfo[edition].prefix ? 3 : 2)}assets/${asset}`;

const fields = fieldsOf(articleSchema);
/** What the comment above a field says of its length: "(20 to 60 characters)". */
export const articleLimit = (field: 'title' | 'description' | 'imageAlt' | 'excerpt') =>
  `(${lengthRule(fields[field])})`;

/** How the scaffolds' files begin: what the pencil means. */
export const MARK_COMMENT =
  '# Every text that starts with ✎ is a placeholder: write your own words in its place (the ✎ goes too).\n# `npm run check` fails until none is left.';

interface NewArticleWords {
  /** Placeholders: the words to write. */
  title: string;
  description: string;
  excerpt: string;
  opening: string;
  heading: string;
  advice: string;
  points: readonly [string, string];
  /** The closing paragraph, with a link to the edition's contact page. */
  closing: (contact: string) => string;
  /** Copy that may stay: the default picture's description and the last heading. */
  imageAlt: string;
  lastHeading: string;
}

const newArticleWords: Record<Edition, NewArticleWords> = {
  en: {
    title: "Write the article's title",
    description: 'Write one or two sentences that make a reader click this article in a search result.',
    excerpt: 'Write a short summary of the article for the blog list, where it appears under its title.',
    opening: 'Start with one or two paragraphs that say who this article is for and what they will learn.',
    heading: 'Write a first heading',
    advice: 'Write the advice here. Use short paragraphs and lists where they help:',
    points: ['Write a first point', 'Write a second point'],
    closing: (contact) =>
      `End with what <CompanyName /> does about it and an invitation to [ask for a free consultation](${contact}).`,
    imageAlt: 'Illustration of a crossed wrench and screwdriver',
    lastHeading: 'How we can help',
  },
  ar: {
    title: 'اكتب هنا عنوان المقال بالعربية',
    description: 'اكتب جملة أو جملتين تدفعان القارئ إلى فتح هذا المقال من نتائج البحث.',
    excerpt: 'اكتب ملخصًا قصيرًا للمقال يظهر في قائمة المدونة تحت عنوانه.',
    opening: 'ابدأ بفقرة أو فقرتين تقولان لمن كُتب هذا المقال وماذا سيعرف القارئ منه.',
    heading: 'اكتب العنوان الأول',
    advice: 'اكتب النصيحة هنا، في فقرات قصيرة وقوائم حيث تفيد:',
    points: ['اكتب النقطة الأولى', 'اكتب النقطة الثانية'],
    closing: (contact) =>
      `اختم بما تقدمه <CompanyName /> في هذا الشأن، وبدعوة القارئ إلى [طلب استشارة مجانية](${contact}).`,
    imageAlt: 'رسم توضيحي لمفتاح ربط ومفك براغي متقاطعين',
    lastHeading: 'كيف يمكننا مساعدتك',
  },
};

export interface NewArticle {
  edition: Edition;
  /** The day it is written, year-month-day: a twin has its original's. */
  day: string;
  /** The title given on the command line; a twin's is a placeholder. */
  title?: string;
  /** For a twin: its original's file, e.g. src/content/articles/x.mdx. */
  original?: string;
}

/** A new article in one edition: its internal link already in that edition (/ar/contact). */
export function articleScaffold({ edition, day, title, original }: NewArticle): string {
  const w = newArticleWords[edition];
  const twin = original
    ? `# The ${editionInfo[edition].englishName} twin of ${original}: the same file name, date, picture and links; the words in ${editionInfo[edition].englishName}.\n`
    : '';
  return `---
${twin}${MARK_COMMENT}
# The article's heading and browser tab title ${articleLimit('title')}.
title: ${yamlString(title ?? placeholder(w.title))}
# The search result snippet ${articleLimit('description')}.
description: ${yamlString(placeholder(w.description))}
# Publication date, year-month-day.${original ? " A twin keeps its original's." : ''}
date: ${day}
# The banner picture, relative to this file. Artwork lives in src/assets/art/; add a photo there to use one.
image: ${assetPath(edition, 'art/maintenance.svg')}
# What the picture shows, for people who cannot see it ${articleLimit('imageAlt')}.
imageAlt: ${yamlString(w.imageAlt)}
# One or two sentences for the blog card ${articleLimit('excerpt')}.
excerpt: ${yamlString(placeholder(w.excerpt))}
---

${placeholder(w.opening)}

## ${placeholder(w.heading)}

${placeholder(w.advice)}

- ${placeholder(w.points[0])}
- ${placeholder(w.points[1])}

## ${w.lastHeading}

${placeholder(w.closing(pathInEdition('/contact', edition)))}
`;
}

/** A translation template's placeholders, in its language. */
const translationWords = {
  ar: {
    title: 'اكتب هنا عنوان المقال بالعربية',
    description: 'اكتب جملة أو جملتين تدفعان القارئ إلى فتح هذا المقال من نتائج البحث.',
    imageAlt: 'صف ما تظهره الصورة لمن لا يستطيع رؤيتها.',
    excerpt: 'اكتب ملخصًا قصيرًا للمقال يظهر في قائمة المدونة تحت عنوانه.',
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

/** The twin of an existing article: its date and picture, and placeholders for every word. */
export function articleTwinScaffold(twin: ArticleTwin): string {
  const t = translationWords[twin.edition];
  const was = (value: string) => `# The original: ${yamlString(value)}`;
  const links = twin.links.length
    ? `\n${placeholder(t.links)}\n\n${twin.links.map((link) => `- [${placeholder(t.linkText)}](${link})`).join('\n')}\n`
    : '';
  return `---
# The translation of ${twin.original}: the same file name, date and picture; the words translated.
${MARK_COMMENT}
# The article's heading and browser tab title ${articleLimit('title')}.
${was(twin.title)}
title: ${yamlString(placeholder(t.title))}
# The search result snippet ${articleLimit('description')}.
${was(twin.description)}
description: ${yamlString(placeholder(t.description))}
# The original's date: a translation keeps it.
date: ${twin.date}
# The original's picture, one more ../ (this file sits one folder deeper).
image: ${twin.image}
# What the picture shows, for people who cannot see it ${articleLimit('imageAlt')}.
${was(twin.imageAlt)}
imageAlt: ${yamlString(placeholder(t.imageAlt))}
# One or two sentences for the blog card ${articleLimit('excerpt')}.
${was(twin.excerpt)}
excerpt: ${yamlString(placeholder(t.excerpt))}
${twin.video ? `video: ${yamlString(twin.video)}\n` : ''}${twin.draft ? 'draft: true\n' : ''}---

${placeholder(t.body)}
${links}`;
}
