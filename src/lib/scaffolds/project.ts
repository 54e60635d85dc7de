/**
 * What `npm run new:project` writes: a case study in one edition (the English one, and with
 * `--with-arabic` its Arabic twin beside it), every field in the form the schema accepts and every
 * word to write a placeholder (placeholders.ts) that `npm run check` refuses until it is replaced.
 * Its facts (services, start, duration, emirate) are values, not placeholders: the comments say to
 * replace them, and a twin keeps the same. The comments state the check's rules, read from the
 * schema (limits.ts).
 */
import { projectSchema } from '../content/schemas/projects.ts';
import { editionInfo, pathInEdition, type Edition } from '../i18n/index.ts';
import { assetPath, MARK_COMMENT } from './article.ts';
import { fieldsOf, lengthRule } from './limits.ts';
import { placeholder } from './placeholders.ts';

const fields = fieldsOf(projectSchema);
const limit = (field: Parameters<typeof lengthRule>[0]) => `(${lengthRule(field)})`;

interface NewProjectWords {
  /** Placeholders: the words to write. */
  title: string;
  description: string;
  client: string;
  community: string;
  facility: string;
  scope: string;
  result: string;
  beforeText: string;
  afterText: string;
  opening: string;
  heading: string;
  work: string;
  steps: readonly [string, string];
  /** The closing paragraph, with a link to the edition's contact page. */
  closing: (contact: string) => string;
  /** Copy that may stay: the emirate and the last heading. */
  emirate: string;
  lastHeading: string;
}

const newProjectWords: Record<Edition, NewProjectWords> = {
  en: {
    title: "Write the project's title",
    description: 'Write one or two sentences that make a reader click this project in a search result.',
    client: 'Write the kind of client',
    community: 'Write the community or area',
    facility: 'Write the kind of facility',
    scope: 'Write in a sentence or two what the work covered.',
    result: 'Write the one result you measured',
    beforeText: 'Write what the before picture shows',
    afterText: 'Write what the after picture shows',
    opening: "Start with the client's problem: what was wrong, and why it mattered to them.",
    heading: 'Write a first heading, such as What we found',
    work: 'Write what the team found and did, in short paragraphs and lists:',
    steps: ['Write a first step of the work', 'Write a second step of the work'],
    closing: (contact) =>
      `Say how the result was measured, and end with an invitation to [ask us for a survey](${contact}).`,
    emirate: 'Dubai',
    lastHeading: 'The result',
  },
  ar: {
    title: 'اكتب هنا عنوان المشروع بالعربية',
    description: 'اكتب جملة أو جملتين تدفعان القارئ إلى فتح صفحة هذا المشروع من نتائج البحث.',
    client: 'اكتب نوع العميل',
    community: 'اكتب اسم المجمع أو المنطقة',
    facility: 'اكتب نوع المنشأة',
    scope: 'اكتب في جملة أو جملتين ما شمله العمل.',
    result: 'اكتب النتيجة التي قستها',
    beforeText: 'صف ما تظهره صورة ما قبل العمل',
    afterText: 'صف ما تظهره صورة ما بعد العمل',
    opening: 'ابدأ بمشكلة العميل: ما الخلل، ولماذا كان مهمًا له.',
    heading: 'اكتب العنوان الأول، مثل: ما وجدناه',
    work: 'اكتب ما وجده فريقنا وما نفذه، في فقرات قصيرة وقوائم:',
    steps: ['اكتب الخطوة الأولى من العمل', 'اكتب الخطوة الثانية من العمل'],
    closing: (contact) => `اذكر كيف قسنا النتيجة، واختم بدعوة القارئ إلى [طلب معاينة منا](${contact}).`,
    emirate: 'دبي',
    lastHeading: 'النتيجة',
  },
};

export interface NewProject {
  edition: Edition;
  /** The day it is written, year-month-day: the start date until the real one is written. A twin has its original's. */
  day: string;
  /** The title given on the command line; a twin's is a placeholder. */
  title?: string;
  /** For a twin: its original's file, e.g. src/content/projects/x.mdx. */
  original?: string;
  /** The service files' names, in their order on the services list: the first is the template's. */
  services: string[];
}

const yamlString = (value: string) => JSON.stringify(value);

/** A new project in one edition: its pictures and internal link already in that edition (/ar/contact). */
export function projectScaffold({ edition, day, title, original, services }: NewProject): string {
  const w = newProjectWords[edition];
  const language = editionInfo[edition].englishName;
  const twin = original
    ? `# The ${language} twin of ${original}: the same file name, facts, pictures and links; the words in ${language}.\n`
    : '';
  return `---
${twin}${MARK_COMMENT}
# The project's heading and browser tab title ${limit(fields.title)}.
title: ${yamlString(title ?? placeholder(w.title))}
# The search result snippet ${limit(fields.description)}.
description: ${yamlString(placeholder(w.description))}
# The kind of client, not necessarily a name, e.g. "Owners' association of a villa community" ${limit(fields.client)}.
client: ${yamlString(placeholder(w.client))}
# The community or area ${limit(fields.community)}, and the emirate ${limit(fields.emirate)}.
community: ${yamlString(placeholder(w.community))}
emirate: ${yamlString(w.emirate)}
# The kind of facility, e.g. "180 villas with ducted and split AC" ${limit(fields.facility)}.
facility: ${yamlString(placeholder(w.facility))}
# Replace the facts below with the project's own${original ? " (a twin keeps its original's)" : ''}.
# The services involved, each a file name in src/content/services/ without .yaml: ${services.join(', ')}.
# Each of their pages lists this project.
services: [${services[0] ?? ''}]
# The day the work started, year-month-day.
start: ${day}
# How long it took: a number and days, weeks or months, such as 14 weeks.
duration: 3 months
# What the work covered ${limit(fields.scope)}.
scope: ${yamlString(placeholder(w.scope))}
# The one measured result, on one line ${limit(fields.result)}, e.g. "Chilled-water energy down 18% in the first summer".
result: ${yamlString(placeholder(w.result))}
# The pictures before and after the work, relative to this file (add your own to src/assets/art/projects/),
# and what each shows ${limit(fields.beforeText)}, printed under it. The after picture is also the project's card.
beforeImage: ${assetPath(edition, 'art/maintenance.svg')}
beforeText: ${yamlString(placeholder(w.beforeText))}
afterImage: ${assetPath(edition, 'art/facility.svg')}
afterText: ${yamlString(placeholder(w.afterText))}
---

${placeholder(w.opening)}

## ${placeholder(w.heading)}

${placeholder(w.work)}

- ${placeholder(w.steps[0])}
- ${placeholder(w.steps[1])}

## ${w.lastHeading}

${placeholder(w.closing(pathInEdition('/contact', edition)))}
`;
}
