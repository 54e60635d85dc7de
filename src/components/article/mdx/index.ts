/** The components an article's MDX may use without importing them (see docs/content-guide.md). */
import CallToAction from './CallToAction.astro';
import CompanyName from './CompanyName.astro';
import EmailLink from './EmailLink.astro';
import PhoneLink from './PhoneLink.astro';

export const articleComponents = { CallToAction, CompanyName, EmailLink, PhoneLink };
