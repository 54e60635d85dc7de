/**
 * Article bodies and dates: the body compiles with the build's MDX parser (its errors said as what to
 * do), uses only the components articles may use, holds no raw <script>, inline handler, level-1
 * heading or typed contact; and no article is dated in the future.
 */
import { mdxToMdast } from 'satteri';
import { articleComponentNames } from '../../../article-components.ts';
import { lineOf } from '../../entries.ts';
import { typedContact } from './typed-contacts.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

const DAY = 24 * 60 * 60 * 1000;

const allowedComponents = new Set<string>(articleComponentNames);
const RAW_ELEMENTS = new Set(['script', 'iframe', 'style']);

/** MDX's parser message, said as what to do about it. */
function mdxMessage(reason: string): string {
  let match: RegExpExecArray | null;
  if ((match = /Expected a closing tag for `<([^>]*)>`/.exec(reason))) {
    return `<${match[1]}> is opened but never closed: add </${match[1]}> after its text, or write <${match[1]} /> if it holds nothing`;
  }
  if (
    (match = /Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>`/.exec(reason))
  ) {
    return `</${match[1]}> does not match the open <${match[2]}>: close tags in the order they were opened, with the same name`;
  }
  if (/Unexpected character after `<`|Unexpected end of file/.test(reason)) {
    return 'a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<';
  }
  if (/expression|acorn/i.test(reason)) {
    return 'curly braces { } hold code in an article: to write a brace as text, write \\{ and \\}';
  }
  return `the body cannot be read here (${reason.replace(/\s*\(mdx[^)]*\)$/, '')}): check the tags (<Name />) and curly braces on this line`;
}

export interface MdxNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  url?: string;
  alt?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
  position?: { start: { line: number } };
}

function articleProblems(entry: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  const { file } = entry;

  // Dates: the site is built once and served as files, so nothing would publish a future article
  // on its day. A future date is an error; hold an article back with draft: true instead.
  const { date, draft } = entry.data;
  const day = date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
  // A day of slack: a date is a day in Dubai, the check's clock may be behind it (UTC on CI).
  if (day && !draft && day.getTime() > Date.now() + DAY) {
    problems.push({
      file,
      line: lineOf(entry, ['date']),
      field: 'date',
      message: `the date ${day.toISOString().slice(0, 10)} is in the future: the article would go live now with a date readers have not reached; write today's date, or add draft: true until it is ready`,
    });
  }

  try {
    entry.tree = mdxToMdast(entry.body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const line = Number(/^(\d+):\d+:/.exec(reason)?.[1] ?? 1);
    problems.push({
      file,
      line: line + entry.bodyOffset,
      field: 'body',
      message: mdxMessage(reason.replace(/^\d+:\d+:\s*/, '')),
    });
    return problems;
  }

  const report = (node: MdxNode, message: string) =>
    problems.push({ file, line: (node.position?.start.line ?? 1) + entry.bodyOffset, field: 'body', message });
  const walk = (node: MdxNode) => {
    if (node.type === 'heading' && node.depth === 1) {
      report(
        node,
        "a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead",
      );
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const { name } = node;
      if (RAW_ELEMENTS.has(name.toLowerCase())) {
        report(
          node,
          `a raw <${name}> is not allowed in an article: remove it (a video goes in the video field; anything else, ask a developer)`,
        );
      } else if (/^[A-Z]/.test(name) && !allowedComponents.has(name)) {
        report(node, `<${name}> is not a component articles can use: ${suggest(name)}`);
      }
      for (const attribute of node.attributes ?? []) {
        // A component's words (<CallToAction title="…" label="…">) are read on the page too.
        const said = typeof attribute.value === 'string' && typedContact(attribute.value, true);
        if (said) report(node, said);
        if (attribute.name && /^on/i.test(attribute.name)) {
          report(
            node,
            `the inline handler ${attribute.name}= on <${name}> is not allowed (it would run code on the page): remove it`,
          );
        }
      }
    }
    // A text, or a picture's description (![…](…)), which screen readers read out.
    const words = node.type === 'text' ? node.value : node.type === 'image' ? node.alt : undefined;
    if (words) {
      const message = typedContact(words, true);
      if (message) report(node, message);
    }
    // A hand-made tel:/mailto: link; an address typed bare (autolinked) is reported as text below.
    const linkText = node.children?.map((child) => child.value ?? '').join('') ?? '';
    if (node.type === 'link' && node.url && /^(tel|mailto):/i.test(node.url) && !typedContact(linkText, true)) {
      report(
        node,
        `the link ${node.url} types a contact by hand: write <${node.url.startsWith('tel') ? 'PhoneLink' : 'EmailLink'} /> instead, which reads settings/site.yaml`,
      );
    }
    if (node.type === 'code' || node.type === 'inlineCode') return;
    node.children?.forEach(walk);
  };
  walk(entry.tree as MdxNode);
  return problems;
}

/** The allowed component closest in spelling (<PhoneNumber> → <PhoneLink />), or the list. */
function suggest(name: string): string {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      let diagonal = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const above = row[j]!;
        row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length]!;
  };
  const sharedStart = (a: string, b: string) => {
    let length = 0;
    while (length < a.length && a[length] === b[length]) length++;
    return length;
  };
  const lower = name.toLowerCase();
  const score = (candidate: string) =>
    distance(lower, candidate.toLowerCase()) - sharedStart(lower, candidate.toLowerCase());
  const [closest] = [...allowedComponents]
    .filter(
      (candidate) => sharedStart(lower, candidate.toLowerCase()) >= 4 || distance(lower, candidate.toLowerCase()) <= 3,
    )
    .sort((a, b) => score(a) - score(b));
  const list = [...allowedComponents].map((component) => `<${component} />`).join(', ');
  return closest ? `did you mean <${closest} />? The components are ${list}` : `use one of ${list}`;
}

export const rule: Rule = {
  name: 'articles',
  summary:
    'the body compiles, uses only article components, no raw <script>/<iframe>/<style>, no on…= handler, no level-1 heading, no date in the future',
  scope: 'entry',
  // Compiling leaves the body's tree on the entry (entry.tree) for the links and translations rules:
  // they look across files, so they run once every entry has been through the rules of one entry.
  // Every MDX body (articles, projects) is read the same way: the build renders it with the same components.
  check: (entry) => (entry.spec.extension === '.mdx' ? articleProblems(entry) : []),
};
