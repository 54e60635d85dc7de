/**
 * Link previews: the picture WhatsApp, Facebook, LinkedIn and X show beside a shared link. Each
 * page has one, drawn at build from its title, its artwork and the company's mark, or its own
 * picture (`preview:` in an article or service). Its address is a function of the page's address
 * alone, so the head names it while the page renders and the build writes the file there
 * (src/integrations/link-preview-pictures.ts).
 */
import type { Edition } from '../../shared/editions.ts';

/** The size the networks ask for (a 1.91:1 landscape). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** A drawn preview is flat colour and text, smallest as PNG; a page's own picture is a photo, smallest as JPEG. */
export const PREVIEW_FORMATS = {
  drawn: { extension: 'png', type: 'image/png' },
  photo: { extension: 'jpg', type: 'image/jpeg' },
} as const;

export type PreviewKind = keyof typeof PREVIEW_FORMATS;

/**
 * The preview's root-relative address, from the page's address in its edition:
 * `/` → `/previews/index.png`, `/ar` → `/previews/ar.png`, `/ar/blogs` → `/previews/ar/blogs.png`.
 */
export function previewPath(pagePath: string, kind: PreviewKind = 'drawn'): string {
  const bare = pagePath.replace(/[?#].*$/s, '').replace(/^\/+|\/+$/g, '');
  return `/previews/${bare || 'index'}.${PREVIEW_FORMATS[kind].extension}`;
}

/** What the build needs to draw one preview; every field is something the page already knows. */
export interface PreviewRequest {
  /** Where the file goes, from previewPath(). */
  path: string;
  kind: PreviewKind;
  /** The page's own title, drawn in its edition's direction. */
  title: string;
  edition: Edition;
  /** The company's name in the edition, drawn beside the mark. */
  companyName: string;
  /** The page's artwork as built (`/_astro/hvac.….svg`), drawn beside the title. */
  artwork?: string;
  /** The page's own picture as built (`/_astro/x.….jpg`), resized to fill the preview instead. */
  picture?: string;
}

/**
 * Pages render inside the build's own process (Astro's prerenderer), and each one notes what its
 * preview shows here; the build step reads the list once every page is written. The registry sits
 * on globalThis because the pages' bundle and the build step load this module separately.
 */
const REGISTRY = Symbol.for('link-previews.requests');
type Registry = Map<string, PreviewRequest>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

export function notePreview(request: PreviewRequest): void {
  registry().set(request.path, request);
}

/** The previews noted since the last call, emptied so that the next build starts afresh. */
export function takePreviewRequests(): PreviewRequest[] {
  const requests = [...registry().values()];
  registry().clear();
  return requests;
}
