/**
 * The plan-service rule (src/lib/content-check/rules/content/plan-service.ts): the plans name a service file,
 * whose page shows them in brief and which the contact form chooses.
 */
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, edit, errors, lineIn } from './support';

copyContentForEachTest();

const plans = 'plans/plans.yaml';

describe('npm run check: plan-service', () => {
  it('fails on a service that has no file, naming the file it looked for', () => {
    edit(plans, (source) => source.replace('service: annual-maintenance-contracts-services-in-UAE', 'service: amc'));
    expect(errors()).toEqual([
      `src/content/${plans}:${lineIn(plans, 'service: amc')} — service: there is no service src/content/services/amc.yaml: write the file name of the service whose page shows the plans, without .yaml`,
    ]);
  });

  it('names the file meant when only its capitals differ', () => {
    edit(plans, (source) =>
      source.replace(
        'service: annual-maintenance-contracts-services-in-UAE',
        'service: annual-maintenance-contracts-services-in-uae',
      ),
    );
    expect(errors()).toEqual([
      `src/content/${plans}:${lineIn(plans, 'service: annual')} — service: there is no service src/content/services/annual-maintenance-contracts-services-in-uae.yaml: write annual-maintenance-contracts-services-in-UAE, as its file is named`,
    ]);
  });
});
