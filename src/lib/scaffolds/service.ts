/**
 * What `npm run new:service` writes: a service in one edition (the English one, and with
 * `--with-arabic` its Arabic twin beside it), every field in the form the schema accepts and every
 * word to write a placeholder (placeholders.ts) that `npm run check` refuses until it is replaced.
 * The comments state the check's rules, read from the schema (limits.ts).
 */
import { priceGuideSchema, PRICED_JOBS_MAX, serviceSchema } from '../content/schemas/services.ts';
import { DEFAULT_EDITION, editionInfo, pathInEdition, type Edition } from '../i18n/index.ts';
import { assetPath, MARK_COMMENT } from './article.ts';
import { fieldsOf, lengthRule } from './limits.ts';
import { placeholder } from './placeholders.ts';

const fields = fieldsOf(serviceSchema);
const point = fields.points.element.shape;
const section = fields.sections.element.shape;
const limit = (field: Parameters<typeof lengthRule>[0]) => `(${lengthRule(field)})`;
const pricedJob = priceGuideSchema.shape.from.unwrap().element.shape;

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
  /** The price guide's words, in the commented block a copywriter uncomments. */
  job: string;
  unit: string;
  warranty: string;
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
    job: 'Write a job as a visitor asks for it, such as Split AC service',
    unit: 'Write what one price is for, such as per unit, or delete this line',
    warranty: 'Write the warranty in a few words, such as 90 days on repairs',
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
    job: 'اكتب اسم العمل كما في الملف الإنجليزي',
    unit: 'اكتب ما يقابله السعر، أو احذف هذا السطر',
    warranty: 'اكتب الضمان في كلمات قليلة',
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

/** Lines of YAML as a comment, which deleting each line's first `# ` turns into fields. */
const commentedOut = (lines: string[]) => lines.map((line) => `# ${line}`).join('\n');

/**
 * The optional price guide and warranty, commented out: most services show no prices, so a new one
 * goes live without them. Uncommented, each amount and word is a placeholder that the check refuses
 * until it is written. A twin holds only the words (its original's amounts and date are read).
 */
function priceGuideBlock(w: NewServiceWords, edition: Edition, original: string | undefined): string {
  const word = (text: string) => yamlString(placeholder(text));
  const job = [`    - job: ${word(w.job)}`, `      unit: ${word(w.unit)}`];
  const warranty = `warranty: ${word(w.warranty)}`;
  const rules = `# A job ${limit(pricedJob.job)}, its unit ${limit(pricedJob.unit)}, the warranty ${limit(fields.warranty)}.`;
  if (original) {
    return `# The price guide's words, if the ${editionInfo[DEFAULT_EDITION].englishName} file shows prices: delete the "# " at the start of each
# line below, and give each of its jobs, in its order, a job (and a unit where it has one) in
# ${editionInfo[edition].englishName}; the amounts and the date are read from it. Keep the warranty if it states one.
${rules}
${commentedOut(['prices:', '  from:', ...job, warranty])}
`;
  }
  return `# Optional: a price guide and a workmanship warranty (docs/content-guide.md, "Prices and warranty").
# To show them, delete the "# " at the start of each line below, then replace every ✎. Leave out a
# line you do not need (from, callOut, hourly, outOfHours), but keep one price and reviewed. At most
# ${PRICED_JOBS_MAX} jobs; amounts are whole dirhams including 5% VAT, written without AED or commas.
${rules}
${commentedOut([
  'prices:',
  '  from:',
  ...job,
  `      aed: ${placeholder('its starting price in dirhams, such as 150')}`,
  '  callOut:',
  `    aed: ${placeholder('the call-out fee in dirhams, such as 99')}`,
  `    deductedIfWorkGoesAhead: ${placeholder('true if the fee comes off the bill when the work goes ahead, false if not')}`,
  `  hourly: ${placeholder('the rate for each hour after the first, in dirhams')}`,
  `  outOfHours: ${placeholder('the surcharge per visit outside opening hours, in dirhams')}`,
  `  reviewed: ${placeholder('the day you checked these prices, year-month-day')}`,
  warranty,
])}
`;
}

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
${priceGuideBlock(w, edition, original)}`;
}
