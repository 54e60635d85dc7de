/**
 * The build's files for a static host: the FORMS_ORIGIN setting is an origin or the build stops
 * saying why, and the routes name exactly the addresses only Node answers.
 */
import { describe, expect, it } from 'vitest';
import { formsOrigin, routesFile } from '../../src/integrations/static-host-files';
import { NODE_PATHS } from '../../src/shared/response-headers';
import { VITALS_PATH } from '../../src/shared/vitals';

describe('FORMS_ORIGIN', () => {
  it.each([
    ['https://forms.example.com', 'https://forms.example.com'],
    ['https://forms.example.com/', 'https://forms.example.com'],
    ['http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
  ])('%s is the origin %s', (setting, origin) => {
    expect(formsOrigin(setting)).toBe(origin);
  });

  it.each(['forms.example.com', 'https://forms.example.com/api', 'https://forms.example.com?x=1', 'ftp://forms'])(
    'refuses %s, naming the setting and an example',
    (setting) => {
      expect(() => formsOrigin(setting)).toThrow(
        `FORMS_ORIGIN must be the Node server's origin alone, such as https://forms.example.com (got "${setting}").`,
      );
    },
  );
});

describe('_routes.json', () => {
  it("runs the worker for the contact form's routes in each edition and the vitals beacons, and nothing else", () => {
    expect(JSON.parse(routesFile())).toEqual({ version: 1, include: [...NODE_PATHS], exclude: [] });
    expect(NODE_PATHS).toEqual([
      '/mail.php',
      '/contact/send',
      '/ar/contact/send',
      '/book/send.json',
      '/book/send',
      '/ar/book/send',
      VITALS_PATH,
    ]);
  });
});
