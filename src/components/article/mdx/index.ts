/** The components an article's MDX may use without importing them (see docs/content-guide.md). */
import type { ArticleComponentName } from '../../../lib/article-components';
import BodyPicture from './BodyPicture.astro';
import CallToAction from './CallToAction.astro';
import CompanyName from './CompanyName.astro';
import EmailLink from './EmailLink.astro';
import PhoneLink from './PhoneLink.astro';

// `satisfies` rejects a component missing from, or extra to, the list npm run check allows.
export const articleComponents = { CallToAction, CompanyName, EmailLink, PhoneLink } satisfies Record<
  ArticleComponentName,
  unknown
>;

/** What an article's body is rendered with: its components, and every Markdown picture through BodyPicture. */
export const articleBodyComponents = { ...articleComponents, img: BodyPicture };
