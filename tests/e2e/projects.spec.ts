/**
 * Case studies as a visitor finds them, in Chromium: Home lists the two latest; a service page
 * lists the projects that name it, latest first; a project's page links to each of its services, and one of those links leads
 * back to the service page. In both editions, with no script needed. What every page is checked for
 * (axe, links, budgets) the every-page walk covers: site.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { splitFrontmatter } from '../../src/lib/content-check/index.ts';
import { PAGE_KIND_PATHS } from '../../harness/page-kind-paths.ts';
import { editions } from './support/editions.ts';
import { CHROMIUM_ONLY, expect, sameAtEverySize, test } from './support/test.ts';

const serviceId = PAGE_KIND_PATHS.service.replace('/service/', '');

/** The projects of an edition's folder, latest started first, as the pages order them. */
function projectsIn(folder: string) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      slug: name.replace(/\.mdx$/, ''),
      ...(parse(splitFrontmatter(readFileSync(join(folder, name), 'utf8'))!.frontmatter) as {
        title: string;
        start: string;
        services: string[];
      }),
    }))
    .sort((a, b) => String(b.start).localeCompare(String(a.start)));
}

test.describe('', CHROMIUM_ONLY, () => {
  sameAtEverySize('links between pages');

  test('Home lists the two latest projects; a service page lists its own, and a project links back to the service, in each edition', async ({
    page,
  }) => {
    for (const { pathPrefix, ui, contentFolder, title } of editions) {
      const all = projectsIn(contentFolder('projects'));
      await page.goto(pathPrefix || '/');
      const latest = page.getByRole('region', { name: ui.projects.latest }).getByRole('listitem').getByRole('link');
      await expect(latest, title).toHaveText(all.slice(0, 2).map((project) => project.title));
      await expect(latest.first()).toHaveAttribute('href', `${pathPrefix}/projects/${all[0]!.slug}`);

      const projects = all.filter((project) => project.services.includes(serviceId));
      expect(projects.length, title).toBeGreaterThan(0);
      const servicePath = `${pathPrefix}${PAGE_KIND_PATHS.service}`;
      await page.goto(servicePath);
      const serviceName = await page.locator('h1').innerText();
      const section = page.getByRole('region', { name: ui.projects.ofService });
      await expect(section.getByRole('listitem').getByRole('link'), title).toHaveText(
        projects.map((project) => project.title),
      );

      await section.getByRole('link', { name: projects[0]!.title }).click();
      await expect(page).toHaveURL(`${pathPrefix}/projects/${projects[0]!.slug}`);
      await expect(page.locator('h1')).toHaveText(projects[0]!.title);
      await page.getByRole('main').getByRole('link', { name: serviceName, exact: true }).click();
      await expect(page, title).toHaveURL(servicePath);
    }
  });
});
