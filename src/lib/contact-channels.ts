/** The ways to reach the company, from settings, in the order every page lists them. */
import type { Settings } from './content/schemas.ts';
import type { UiStrings } from './i18n/index.ts';
import { telHref } from './text.ts';

export interface ContactChannel {
  kind: 'phone' | 'mobile' | 'email';
  label: string;
  /** The number or address as written: always left to right, also on an Arabic page. */
  text: string;
  href: string;
}

export function contactChannels(
  settings: Pick<Settings, 'phone' | 'mobile' | 'email'>,
  ui: Pick<UiStrings, 'phone' | 'mobile' | 'email'>,
): ContactChannel[] {
  return [
    { kind: 'phone', label: ui.phone, text: settings.phone, href: telHref(settings.phone) },
    { kind: 'mobile', label: ui.mobile, text: settings.mobile, href: telHref(settings.mobile) },
    { kind: 'email', label: ui.email, text: settings.email, href: `mailto:${settings.email}` },
  ];
}
