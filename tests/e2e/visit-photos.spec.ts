/**
 * A visit request's photo as a phone sends it, in Firefox and WebKit (each decodes, draws and
 * encodes pictures with its own code; Chromium's test, which also sees that the shrinking code is
 * fetched only on a pick, is in booking.chromium.spec.ts): a 4000 × 3000 photo with its GPS
 * position, picked in the awake form, reaches the server at most 300 KB and 1,600 px on its long
 * side, without its position.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contactDb } from '../../playwright.config';
import { visitPhotosPath } from '../../src/server/booking/store';
import { SHRUNK_PHOTO } from '../../src/shared/booking-fields';
import { cameraPhoto, photoFacts } from '../support/photos';
import type { Visitor } from './support/drivers/visitor';
import { islandAwake } from './support/islands';
import { expect, sameAtEverySize, test } from './support/test.ts';

sameAtEverySize('what the photo that leaves the phone holds');

const REFERENCE = /BH-\d{6}/;

/** Chooses an option of a select as a visitor's pick does: its value, then the change event React listens to. */
const choose = (visitor: Visitor, name: string, pick: 'last' | 'second') =>
  visitor.run(
    ([field, which]) => {
      const select = document.querySelector<HTMLSelectElement>(`select[name=${field}]`)!;
      select.selectedIndex = which === 'last' ? select.options.length - 1 : 1;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [name, pick] as const,
  );

test('a 4000 × 3000 photo with its GPS position reaches the server at most 300 KB, 1,600 px long, without it', async ({
  visitor,
}, testInfo) => {
  test.skip(visitor.engine === 'chromium', 'Chromium: booking.chromium.spec.ts');
  const original = await cameraPhoto(4000, 3000);
  expect(await photoFacts(original)).toMatchObject({ width: 4000, hasLocation: true });
  const file = testInfo.outputPath('IMG_4000.jpg');
  await writeFile(file, original);

  await visitor.open('/book');
  await islandAwake(visitor, 'BookingForm');
  for (const [name, pick] of [
    ['property', 'second'],
    ['day', 'last'],
    ['window', 'second'],
  ] as const)
    await choose(visitor, name, pick);
  await visitor.type('#booking-area', 'Mirdif');
  await visitor.type('#booking-problem', 'The AC blows warm air.');
  await visitor.type('#booking-name', 'Fatima');
  await visitor.type('#booking-phone', '+971 50 123 4567');
  await visitor.chooseFiles('#booking-photos', [file]);
  // The form waits for the photo to be shrunk before it sends: the button is enabled again after.
  await expect
    .poll(() =>
      visitor.run(() => {
        const input = document.querySelector<HTMLInputElement>('#booking-photos')!;
        return input.files?.[0]?.name === 'IMG_4000.jpg' && input.files[0].size < 1_000_000;
      }),
    )
    .toBe(true);
  await visitor.click('#booking-form button[type=submit]');
  const status = () => visitor.run(() => document.querySelector('[data-testid=booking-status]')?.textContent ?? '');
  await expect.poll(status, { timeout: 15_000 }).toMatch(REFERENCE);

  const reference = REFERENCE.exec(await status())![0];
  const folder = join(visitPhotosPath(contactDb), reference);
  expect(await readdir(folder)).toEqual(['1.jpg']);
  const bytes = await readFile(join(folder, '1.jpg'));
  expect(bytes.byteLength).toBeLessThanOrEqual(SHRUNK_PHOTO.bytes);
  expect(await photoFacts(bytes)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, hasLocation: false });
});
