/**
 * The names of the components an article's MDX may use. src/components/article/mdx/index.ts
 * must provide exactly these (a type check enforces it); `npm run check` reports any other tag.
 */
export const articleComponentNames = ['CallToAction', 'CompanyName', 'EmailLink', 'PhoneLink'] as const;

export type ArticleComponentName = (typeof articleComponentNames)[number];
