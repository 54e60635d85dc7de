/**
 * The typed-contacts rule (src/lib/content-check/typed-contacts.ts): no phone number or e-mail
 * written out in a YAML field.
 */
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, edit, errors } from './support';

copyContentForEachTest();

describe('npm run check: contacts typed in content', () => {
  it('reports a YAML text field holding a phone number, but not the settings file', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace('name: "HVAC Systems"', 'name: "HVAC Systems, call 04 555 0142"'),
    );
    expect(errors()).toEqual([
      'src/content/services/hvac-system-in-dubai-uae.yaml:5 — name: the phone number 04 555 0142 is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here',
    ]);
  });

  it('reports an e-mail address typed in a YAML text field', () => {
    edit('testimonials/crescent-towers.yaml', (source) =>
      source.replace('company: Crescent Towers', 'company: Crescent Towers (facilities@crescent-towers.ae)'),
    );
    expect(errors()).toEqual([
      'src/content/testimonials/crescent-towers.yaml:4 — company: the e-mail address facilities@crescent-towers.ae is typed as text: the address lives only in settings/site.yaml, which every page already shows; remove it here',
    ]);
  });
});
