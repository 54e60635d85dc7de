import { getEntry } from 'astro:content';
import { fileInEdition } from '../../../shared/editions';
import { daysUntil, type Credentials, type CredentialsTranslation } from '../schemas/credentials';
import { DEFAULT_EDITION, type Edition } from '../../i18n';

/**
 * The credentials as the edition's pages show them, in the file's order: each with the words of the
 * edition's translation (found by its number; the English words where it has none), and none whose
 * expiry has passed, so that a build never claims a lapsed approval (`npm run check` fails on one).
 */
export async function getCredentials(edition: Edition = DEFAULT_EDITION, today = new Date()) {
  const [original, translation] = await Promise.all([
    getEntry('credentials', 'credentials'),
    edition === DEFAULT_EDITION
      ? undefined
      : getEntry('credentialsTranslations', fileInEdition('credentials', edition)),
  ]);
  if (!original) return [];
  const words = (translation?.data as CredentialsTranslation | undefined)?.credentials ?? [];
  return (original.data as Credentials).credentials
    .filter((credential) => daysUntil(credential.expires, today) >= 0)
    .map((credential) => ({ ...credential, ...words.find((twin) => twin.number === credential.number) }));
}

/** About's section of credentials: its id, which the contact page's strip links to. */
export const CREDENTIALS_SECTION = 'credentials';

export type Credential = Awaited<ReturnType<typeof getCredentials>>[number];
