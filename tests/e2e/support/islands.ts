import { expect, type Locator, type Page } from '@playwright/test';
import type { Visitor } from './drivers/visitor.ts';

/** Refuses every island's module (all of /_astro/*.js) to a Chromium page, as a connection too slow to have fetched it yet. */
export async function blockIslandScripts(page: Page): Promise<void> {
  await page.route('**/_astro/*.js', (route) => route.abort());
}

/** A finger on a phone, a mouse on a desktop. */
export const press = (locator: Locator, isMobile: boolean) => (isMobile ? locator.tap() : locator.click());

/**
 * After the contact form's answer: focus is on the status line that says what happened (not lost
 * to the page), and the next Tab reaches the element `next` describes: its href or its text.
 */
export async function expectFocusOnAnswerThen(visitor: Visitor, next: { href: string } | { text: string }) {
  expect(
    await visitor.run(() => document.activeElement?.getAttribute('data-testid')),
    'focus is on the answer, not lost to the page',
  ).toBe('contact-status');
  await visitor.press('Tab');
  const reached = await visitor.run(() => ({
    href: document.activeElement?.getAttribute('href'),
    text: document.activeElement?.textContent?.trim(),
  }));
  expect('href' in next ? reached.href : reached.text, 'the next Tab goes on from the answer').toBe(
    'href' in next ? next.href : next.text,
  );
}
