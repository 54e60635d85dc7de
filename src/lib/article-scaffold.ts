/**
 * What `npm run new:article -- "Title"` writes: every field filled in with the right form, and
 * placeholder sentences that `npm run check` refuses until they are replaced, so the template
 * itself can never go live.
 */

/** "AC Repair in Dubai: 5 Tips" → "ac-repair-in-dubai-5-tips" */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const yamlString = (value: string) => JSON.stringify(value);

/** The template's stand-in sentences; the check reports each one still in an article. */
export const scaffoldPlaceholders = {
  description: 'Write one or two sentences that make a reader click this article in a search result.',
  excerpt: 'A short summary of the article that appears on the blog list under its title.',
  opening: 'Start with one or two paragraphs that say who this article is for and what they will learn.',
  heading: 'First heading',
  advice: 'Write the advice here.',
  firstPoint: 'a first point',
  secondPoint: 'a second point',
} as const;
const p = scaffoldPlaceholders;

export function articleScaffold(title: string, today: Date): string {
  const day = today.toISOString().slice(0, 10);
  return `---
# The article's heading and browser tab title (20 to 90 characters).
title: ${yamlString(title)}
# The search result snippet (50 to 160 characters). Replace this sentence.
description: ${yamlString(p.description)}
# Publication date, year-month-day.
date: ${day}
# The banner picture, relative to this file. Artwork lives in src/assets/art/; add a photo there to use one.
image: ../../assets/art/maintenance.svg
# What the picture shows, for people who cannot see it.
imageAlt: "Illustration of a crossed wrench and screwdriver"
# One or two sentences for the blog card (40 to 220 characters). Replace this sentence.
excerpt: ${yamlString(p.excerpt)}
---

${p.opening}

## ${p.heading}

${p.advice} Use short paragraphs and lists where they help:

- ${p.firstPoint}
- ${p.secondPoint}

## How we can help

End with what <CompanyName /> does about it and an invitation to [ask for a free consultation](/contact).
`;
}
