/**
 * Whether Chromium's accessibility tree reports the phone menu's toggle as expanded. A
 * `popovertarget` button carries that state natively (no `aria-expanded` attribute, which the
 * HTML standard forbids there), so the test asks the browser, as a screen reader would.
 */
import type { Page } from '@playwright/test';

export async function menuExpanded(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.nav-toggle' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value === true;
  } finally {
    await cdp.detach();
  }
}
