/**
 * How a scaffold (`npm run new:article`, `npm run new:service`) marks the words a copywriter must
 * replace, and how the content check knows them: every placeholder a template writes goes through
 * `placeholder()`, which starts it with PLACEHOLDER_MARK, and the check's placeholders rule
 * (src/lib/content-check/rules/entry/placeholders.ts) reports every line of a text that still holds the mark.
 * A template cannot add a placeholder the check misses, as long as it writes it with `placeholder()`.
 */

/** The mark that starts every placeholder: a pencil, which real copy never holds. */
export const PLACEHOLDER_MARK = '✎';

/** Words the copywriter must replace, marked so that `npm run check` fails until they are. */
export const placeholder = (words: string): string => `${PLACEHOLDER_MARK} ${words}`;

/**
 * The sentences the article templates wrote before they marked them: a file started then still
 * fails the check until they are replaced. The check finds one as the whole text of a line or
 * field (`- a first point`), or a long one anywhere in it, so that copy such as "a first point of
 * contact" is not taken for one.
 */
export const UNMARKED_PLACEHOLDERS: readonly string[] = [
  'Write one or two sentences that make a reader click this article in a search result.',
  'A short summary of the article that appears on the blog list under its title.',
  'Start with one or two paragraphs that say who this article is for and what they will learn.',
  'First heading',
  'Write the advice here.',
  'a first point',
  'a second point',
  'End with what <CompanyName /> does about it and an invitation to',
  'اكتب هنا عنوان المقال بالعربية',
  'اكتب جملة أو جملتين تدفعان القارئ إلى فتح هذا المقال من نتائج البحث.',
  'صف ما تظهره الصورة لمن لا يستطيع رؤيتها.',
  'ملخص قصير للمقال يظهر في قائمة المدونة تحت عنوانه.',
  'اكتب هنا ترجمة المقال الإنجليزي فقرة فقرة، بالعناوين والمكونات نفسها.',
  'ضع كل رابط من الروابط التالية في مكانه من النص وبالترتيب نفسه، ثم احذف هذه القائمة.',
  'نص الرابط',
];
