/**
 * What Chromium's accessibility tree holds, as a screen reader reads it (DevTools' Accessibility
 * domain): the nodes not ignored, and the text of the live regions. A node left out of the tree
 * (hidden, inert, aria-hidden) is not in the list.
 */
import type { Page } from '@playwright/test';

export interface TreeNode {
  role: string;
  name: string;
  /** The node's ARIA properties (`live`, `roledescription`, `focusable`, …) by name. */
  properties: Record<string, unknown>;
  text: string;
}

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
}

/** Every node of the page's accessibility tree that a screen reader reaches, in document order. */
export async function accessibilityTree(page: Page): Promise<TreeNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    // The text a node holds: the names of the static text below it.
    const textOf = (node: AXNode): string =>
      node.role?.value === 'StaticText'
        ? (node.name?.value ?? '')
        : (node.childIds ?? [])
            .map((id) => byId.get(id))
            .map((child) => (child ? textOf(child) : ''))
            .join('');
    return nodes
      .filter((node) => !node.ignored && node.role?.value !== 'InlineTextBox')
      .map((node) => ({
        role: node.role?.value ?? '',
        name: node.name?.value ?? '',
        properties: Object.fromEntries(
          (node.properties ?? []).map((property) => [property.name, property.value.value]),
        ),
        text: textOf(node),
      }));
  } finally {
    await cdp.detach();
  }
}

/** The text of each polite live region root of the page, in document order (an empty region too). */
export async function politeAnnouncements(page: Page): Promise<string[]> {
  return (await accessibilityTree(page))
    .filter((node) => node.properties.live === 'polite' && node.properties.liveRegionRoot === undefined)
    .map((node) => node.text);
}

/** The names of the links inside the first element matching the CSS selector that a screen reader reaches, in document order. */
export async function linkNames(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = (await cdp.send('Accessibility.queryAXTree', { nodeId, role: 'link' })) as { nodes: AXNode[] };
    return nodes.filter((node) => !node.ignored).map((node) => node.name?.value ?? '');
  } finally {
    await cdp.detach();
  }
}
