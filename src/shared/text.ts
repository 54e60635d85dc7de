/** Plain-text helpers shared by pages and islands. */

/** The read-more cut: the first `limit` characters (spec: 100), then an ellipsis. */
export const READ_MORE_LIMIT = 100;

export function needsReadMore(text: string, limit = READ_MORE_LIMIT): boolean {
  return text.length > limit;
}

export function truncate(text: string, limit = READ_MORE_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}…`;
}

/** Copy fields hold paragraphs separated by a blank line. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** A name as the end of a sentence: "L.L.C." already ends in its own full stop, so none is added. */
export function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** A dialable tel: link from a number as people write it (+971 4 123 4567). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "November 13, 2024": dates are calendar days, so they are printed in UTC whatever the server's zone. */
export function formatDate(date: Date, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** "February 2025": the month of a calendar day, in UTC like formatDate. */
export function formatMonth(date: Date, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}

/** 2024-11-13, for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
