/**
 * The Arabic edition speaks Arabic to a screen reader too (WCAG 1.3.1, 3.1.2): on one page of each
 * kind, no element exposes an accessible name or description with Latin letters, unless it is
 * marked as another language (`lang="en"`, as the language switcher is) or the Latin is no word:
 * a phone number, an e-mail address, an address on the web, or an abbreviation the style sheet's
 * glossary keeps in brackets after its Arabic term («(HVAC)», docs/arabic-style.md). The names and
 * descriptions are Chromium's own (its accessibility tree, over the DevTools protocol), so an SVG's
 * <title> counts as a screen reader meets it.
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { pathInEdition } from '../../src/shared/editions.ts';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

/** One page of each kind, and the two other templates: the search page and the not-found page. */
const ARABIC_PAGES = [...Object.values(PAGE_KIND_PATHS), '/search', '/no-such-page'].map((path) =>
  pathInEdition(path, 'ar'),
);

/** The abbreviations the glossary writes in brackets after an Arabic term: «(HVAC)», «(MEP)». */
function glossaryAbbreviations(): string[] {
  const sheet = readFileSync('docs/arabic-style.md', 'utf8');
  const glossary = sheet.slice(sheet.indexOf('## Glossary'), sheet.indexOf('\n## ', sheet.indexOf('## Glossary') + 1));
  const arabicColumn = glossary.split('\n').map((row) => row.split('|')[2] ?? '');
  return [...new Set(arabicColumn.flatMap((cell) => [...cell.matchAll(/\(([A-Z]{2,})\)/g)].map((match) => match[1]!)))];
}

const ABBREVIATIONS = glossaryAbbreviations();

/** What is left of a text once what is not a word is taken out: e-mail addresses, web addresses, the glossary's abbreviations. */
function latinWords(text: string): string | undefined {
  const left = text
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(new RegExp(`\\((?:${ABBREVIATIONS.join('|')})\\)`, 'g'), ' ');
  return /[A-Za-z]/.test(left) ? text : undefined;
}

interface AXNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
  backendDOMNodeId?: number;
}

/** The element a node of the accessibility tree stands for, as a message names it, and the language it is marked in. */
async function elementOf(cdp: CDPSession, backendNodeId: number): Promise<{ element: string; lang: string }> {
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId!,
    returnByValue: true,
    functionDeclaration: function (this: Node) {
      const element = this instanceof Element ? this : this.parentElement!;
      const classes = [...element.classList].slice(0, 3).join('.');
      return {
        element: `<${element.localName}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}>`,
        lang: element.closest('[lang]')?.getAttribute('lang') ?? '',
      };
    }.toString(),
  });
  return result.value as { element: string; lang: string };
}

/** Every name and description in English on the open page, each with its element. */
async function englishNames(page: Page, cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const faults: string[] = [];
  for (const node of nodes) {
    // The text boxes of a line repeat their text node's name.
    if (node.ignored || node.role?.value === 'InlineTextBox' || node.backendDOMNodeId === undefined) continue;
    for (const [what, value] of [
      ['name', node.name?.value],
      ['description', node.description?.value],
    ] as const) {
      const english = value && latinWords(value);
      if (!english) continue;
      const { element, lang } = await elementOf(cdp, node.backendDOMNodeId);
      // Words marked in their own language are read in it: the switcher's «English».
      if (!lang.startsWith('ar')) continue;
      faults.push(`${element} (${node.role?.value}) ${what}: “${english}”`);
    }
  }
  return faults;
}

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('the names and descriptions of elements');

  test('no element of an Arabic page exposes an English name or description to a screen reader', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    const faults: string[] = [];
    for (const path of ARABIC_PAGES) {
      await page.goto(path, { waitUntil: 'load' });
      faults.push(...(await englishNames(page, cdp)).map((fault) => `${path}: ${fault}`));
    }
    expect(ABBREVIATIONS, 'the glossary of docs/arabic-style.md, read').toContain('HVAC');
    expect(faults).toEqual([]);
  });
});
