/**
 * The credentials (src/content/credentials/) as a visitor finds them: every one on About, in each
 * edition's words and date format, with its issuer's check where it has one; the plans page's and
 * the contact page's strips naming them, the contact page's leading to About's section.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';
import { editions } from './support/editions';
import { formatDate } from '../../src/shared/text';

sameAtEverySize('what the credentials say');

interface Credential {
  name: string;
  issuer: string;
  number: string;
  expires: string;
  check?: string;
}
const read = (folder: string) =>
  (parse(readFileSync(join(folder, 'credentials.yaml'), 'utf8')) as { credentials: Credential[] }).credentials;
const originals = read(editions[0]!.contentFolder('credentials'));

/** The credentials as an edition shows them: its own words, found by number, over the original's facts. */
const credentialsOf = (edition: (typeof editions)[number]) => {
  const words = edition === editions[0] ? [] : read(edition.contentFolder('credentials'));
  return originals.map((credential) => ({
    ...credential,
    ...words.find((twin) => String(twin.number) === String(credential.number)),
  }));
};

for (const edition of editions) {
  const { ui, pathPrefix, title } = edition;

  // One path, as a visitor takes it: the contact page's strip, then its link to About's section.
  test(
    `${title}: the plans page and the contact page name every credential, and the contact page leads to About's section, which lists every credential with its issuer, number, expiry and the issuer's check`,
    CHROMIUM_ONLY,
    async ({ page }) => {
      const credentials = credentialsOf(edition);
      const named = credentials.map(
        (credential) => `${credential.name}${ui.credentials.nameAndIssuer}${credential.issuer}`,
      );
      const strip = page.getByRole('region', { name: ui.credentials.stripHeading });
      await page.goto(`${pathPrefix}/plans`);
      await expect(strip.getByRole('listitem')).toHaveText(named);
      await page.goto(`${pathPrefix}/contact`);
      await expect(strip.getByRole('listitem')).toHaveText(named);
      // Names and issuers only: the numbers and dates are on About.
      await expect(strip).not.toContainText(credentials[0]!.number);
      await strip.getByRole('link', { name: ui.credentials.stripLink }).click();
      await expect(page).toHaveURL(new RegExp(`${pathPrefix}/about#credentials$`));
      await expect(page.getByRole('region', { name: ui.credentials.heading })).toBeInViewport();

      const section = page.getByRole('region', { name: ui.credentials.heading });
      await expect(section).toHaveAttribute('id', 'credentials');
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(credentials.length);
      for (const [index, credential] of credentials.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(credential.name);
        await expect(item).toContainText(credential.issuer);
        await expect(item).toContainText(`${ui.credentials.number}: ${credential.number}`);
        const validUntil = formatDate(new Date(credential.expires), edition.dateLocale);
        await expect(item).toContainText(`${ui.credentials.validUntil} ${validUntil}`);
        const check = item.getByRole('link', { name: `${ui.credentials.checkWithIssuer} (${credential.issuer})` });
        if (credential.check) await expect(check).toHaveAttribute('href', credential.check);
        else await expect(item.getByRole('link')).toHaveCount(0);
      }
      // The sample has a credential with a public check and one without, so both ways are shown.
      expect(credentials.some((credential) => credential.check)).toBe(true);
      expect(credentials.some((credential) => !credential.check)).toBe(true);
    },
  );
}
