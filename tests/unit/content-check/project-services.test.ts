/**
 * The project-services rule (src/lib/content-check/rules/content/project-services.ts): each service a project
 * names is a service file, which links to the project from its page.
 */
import { describe, expect, it } from 'vitest';
import { arabic, copyContentForEachTest, edit, errors, lineIn } from './support';

copyContentForEachTest();

const project = 'projects/office-tower-chilled-water-plant-business-bay.mdx';
const SERVICES = 'services: [hvac-system-in-dubai-uae, building-facility-management-in-uae]';

describe('npm run check: project-services', () => {
  it('fails on a service that has no file, naming the file it looked for and the ones there are', () => {
    const planted = 'services: [hvac-system-in-dubai-uae, chilled-water]';
    edit(project, (source) => source.replace(SERVICES, planted));
    edit(arabic(project), (source) => source.replace(SERVICES, planted));
    const [english, twin] = errors();
    expect(english).toBe(
      `src/content/${project}:${lineIn(project, planted)} — services: there is no service src/content/services/chilled-water.yaml: write the file name of a service, without .yaml: one of annual-maintenance-contracts-services-in-UAE, best-plumbing-service-in-dubai-uae, building-facility-management-in-uae, building-materials-trading-service-company-in-dubai, electrical-services-in-dubai-uae, hvac-system-in-dubai-uae, ict-service-company-in-dubai, interior-fit-out-company-in-dubai-uae, top-civil-construction-company-in-dubai-uae`,
    );
    // The twin names the same services, so it is told the same.
    expect(twin).toMatch(new RegExp(`^src/content/${arabic(project)}:\\d+ — services: there is no service`));
    expect(errors()).toHaveLength(2);
  });

  it('names the file meant when only its capitals differ, on the line of that service', () => {
    const planted = 'services:\n  - hvac-system-in-dubai-uae\n  - Building-Facility-Management-in-UAE';
    for (const file of [project, arabic(project)]) edit(file, (source) => source.replace(SERVICES, planted));
    expect(errors()).toEqual(
      [project, arabic(project)].map(
        (file) =>
          `src/content/${file}:${lineIn(file, '- Building-Facility')} — services: there is no service src/content/services/Building-Facility-Management-in-UAE.yaml: write building-facility-management-in-uae, as its file is named`,
      ),
    );
  });
});
