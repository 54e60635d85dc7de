/** Inline SVG as a data: URL, for the one picture a page cannot afford to wait for. */

/** Only this size is worth inlining: a larger picture costs more in HTML than its request. */
export const INLINE_SVG_LIMIT = 8 * 1024;

export function svgDataUrl(svg: string): string | undefined {
  const compact = svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/>\s+</g, '><')
    .trim();
  if (compact.length > INLINE_SVG_LIMIT) return undefined;
  // Percent-encode only what a URL needs; the rest stays readable and compresses well.
  const encoded = compact
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/\s+/g, ' ');
  return `data:image/svg+xml,${encoded}`;
}
