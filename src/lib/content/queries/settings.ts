import type { Settings, SettingsTranslation } from '../schemas/settings';
import { DEFAULT_EDITION, type Edition } from '../../i18n';
import { entryOf } from './entries';

/** The company's facts, with the words of the edition's translation (settings/ar/site.yaml) over them. */
export async function getSettings(edition: Edition = DEFAULT_EDITION): Promise<Settings> {
  const base = (await entryOf('settings', 'site', DEFAULT_EDITION)) as Settings;
  if (edition === DEFAULT_EDITION) return base;
  const words = (await entryOf('settingsTranslations', 'site', edition)) as SettingsTranslation;
  return { ...base, ...words, developerCredit: { ...base.developerCredit, ...words.developerCredit } };
}
