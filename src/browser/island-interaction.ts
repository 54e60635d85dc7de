/**
 * The contract of the `client:interaction` directive (src/browser/directives/interaction.ts),
 * in one place for the two scripts that keep it: the directive, which wakes an island when it is
 * touched, and the frame script (frame.ts), which fetches the island code on that same touch and
 * marks the island so that the directive, arriving a moment later, still counts it.
 */

/** The directive's name: `client:interaction`. */
export const INTERACTION_DIRECTIVE = 'interaction';

/** The interactions with an island that wake it: never a scroll of the page. */
export const ISLAND_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The server-rendered islands that wait for an interaction, as Astro writes them (spelt out, not
 * built from INTERACTION_DIRECTIVE: the frame script carries it in every page).
 */
export const WAITING_ISLAND = 'astro-island[client=interaction]';

/** The attribute the frame script sets on an island touched before the directive's code arrived. */
export const INTERACTED_ATTRIBUTE = 'data-interacted';

/**
 * The directive's value as Astro writes it into the island's `opts` attribute: a media query
 * (`client:interaction="(max-width: 991.98px)"`) or nothing.
 */
export function directiveValue(island: Pick<Element, 'getAttribute'>): unknown {
  const options = island.getAttribute('opts');
  return options ? (JSON.parse(options) as { value?: unknown }).value : undefined;
}

/**
 * Whether an island with this directive value wakes on an interaction now: always without a
 * media query, else only while it matches (a desktop never wakes the phone menu's code).
 */
export const wakesOnInteraction = (value: unknown) => typeof value !== 'string' || matchMedia(value).matches;
