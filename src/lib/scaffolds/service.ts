/**
 * What `npm run new:service` writes: a service in one edition (the English one, and with
 * `--with-arabic` its Arabic twin beside it), every field in the form the schema accepts and every
 * word to write a placeholder (placeholders.ts) that `npm run check` refuses until it is replaced.
 * The comments state the check's rules, read from the schema (limits.ts).
 */
import { serviceSchema } from '../content/schemas.ts';
import { editionInfo, pathInEdition, type Edition } from '../i18n/index.ts';
import { assetPath, MARK_COMMENT } from './article.ts';
import { fieldsOf, lengthRule } from './limits.ts';
import { placeholder } from './placeholders.ts';

const fields = fieldsOf(serviceSchema);
const point = fields.points.element.shape;
const section = fields.sections.element.shape;
const limit = (field: Parameters<typeof lengthRule>[0]) => `(${lengthRule(field)})`;

interface NewServiceWords {
  /** Placeholders: the words to write. */
  title: string;
  description: string;
  name: string;
  blurb: string;
  summary: readonly string[];
  points: readonly [string, string];
  /** Two sections: their headings, the first one's bold lead, and the text under each. */
  headings: readonly [string, string];
  lead: string;
  sectionText: string;
  /** Copy that may stay: the default pictures' descriptions. */
  headImageAlt: string;
  imageAlt: string;
}

const newServiceWords: Record<Edition, NewServiceWords> = {
  en: {
    title: "Write the service's title for search results",
    description: 'Write one or two sentences that make a reader click this service in a search result.',
    name: "Write the service's short name",
    blurb: "Write one or two sentences for the service's card on the services list.",
    summary: [
      'Write what the service is, who it is for and why it matters in Dubai and the UAE.',
      'Write how the team does it: the work, the people and how quickly they respond.',
    ],
    points: ['Write a first thing the service covers', 'Write a point that leads to a page of the site'],
    headings: ['Write a first heading', 'Write a second heading'],
    lead: 'Write a short bold lead-in, or delete this line',
    sectionText: 'Write a paragraph or two under the heading.',
    headImageAlt: 'Illustration of a tower with a gear, representing facility management',
    imageAlt: 'Illustration of a crossed wrench and screwdriver',
  },
  ar: {
    title: 'اكتب هنا عنوان الخدمة بالعربية',
    description: 'اكتب جملة أو جملتين تدفعان القارئ إلى فتح صفحة هذه الخدمة من نتائج البحث.',
    name: 'اكتب اسم الخدمة المختصر',
    blurb: 'اكتب جملة أو جملتين لبطاقة الخدمة في قائمة الخدمات.',
    summary: [
      'اكتب ما هذه الخدمة، ولمن نقدمها، ولماذا تهم في دبي والإمارات.',
      'اكتب كيف ينفذها فريقنا: العمل والفنيون وسرعة الاستجابة.',
    ],
    points: ['اكتب أول ما تشمله الخدمة', 'اكتب نقطة تقود إلى صفحة من الموقع'],
    headings: ['اكتب العنوان الأول', 'اكتب العنوان الثاني'],
    lead: 'اكتب تمهيدًا قصيرًا بخط عريض، أو احذف هذا السطر',
    sectionText: 'اكتب فقرة أو فقرتين تحت العنوان.',
    headImageAlt: 'رسم توضيحي لبرج مع ترس يرمز إلى إدارة المرافق',
    imageAlt: 'رسم توضيحي لمفتاح ربط ومفك براغي متقاطعين',
  },
};

export interface NewService {
  edition: Edition;
  /** Its place on the services list: the next free one. A twin has its original's. */
  order: number;
  /** The title given on the command line; a twin's is a placeholder. */
  title?: string;
  /** For a twin: its original's file, e.g. src/content/services/x.yaml. */
  original?: string;
}

const yamlString = (value: string) => JSON.stringify(value);
/** Paragraphs of a block text (`|`), indented under their field. */
const block = (paragraphs: readonly string[], indent: string) =>
  `|\n${paragraphs.map((words) => `${indent}${placeholder(words)}`).join(`\n\n`)}`;

/** A new service in one edition: its pictures and internal link already in that edition (/ar/contact). */
export function serviceScaffold({ edition, order, title, original }: NewService): string {
  const w = newServiceWords[edition];
  const language = editionInfo[edition].englishName;
  const twin = original
    ? `# The ${language} twin of ${original}: the same file name, order, layout, pictures and links; the words in ${language}.\n`
    : '';
  const sections = w.headings
    .map(
      (heading, index) =>
        `  - heading: ${yamlString(placeholder(heading))}\n${index === 0 ? `    lead: ${yamlString(placeholder(w.lead))}\n` : ''}    text: ${block([w.sectionText], '      ')}`,
    )
    .join('\n');
  return `${twin}${MARK_COMMENT}
# Position on the services list, 1 comes first: the next free number${original ? " (a twin keeps its original's)" : ''}.
order: ${order}
# The browser tab and search result title ${limit(fields.title)}.
title: ${yamlString(title ?? placeholder(w.title))}
# The search result snippet ${limit(fields.description)}.
description: ${yamlString(placeholder(w.description))}
# The service's name: the heading of its page and the title of its card on the services list ${limit(fields.name)}.
name: ${yamlString(placeholder(w.name))}
# The card's text on the services list ${limit(fields.blurb)}.
blurb: ${yamlString(placeholder(w.blurb))}
# The banner's picture, relative to this file. Artwork lives in src/assets/art/; add a photo there to use one.
headImage: ${assetPath(edition, 'art/facility.svg')}
# What the banner shows, for people who cannot see it ${limit(fields.headImageAlt)}.
headImageAlt: ${yamlString(w.headImageAlt)}
# The picture beside the main text, and what it shows ${limit(fields.imageAlt)}.
image: ${assetPath(edition, 'art/maintenance.svg')}
imageAlt: ${yamlString(w.imageAlt)}
# How the sections are laid out: ${fields.layout.options.join(' or ')} (stacked: one under another; columns: a grid of cards).
layout: stacked
# The main text ${limit(fields.summary)}: separate paragraphs with a blank line.
summary: ${block(w.summary, '  ')}
# What the service covers, each a name ${limit(point.name)}; a link: line under one leads to a page of the site.
points:
  - name: ${yamlString(placeholder(w.points[0]))}
  - name: ${yamlString(placeholder(w.points[1]))}
    link: ${pathInEdition('/contact', edition)}
# The sections: each a heading ${limit(section.heading)}, an optional bold lead ${limit(section.lead)} and a text ${limit(section.text)}.
sections:
${sections}
`;
}
