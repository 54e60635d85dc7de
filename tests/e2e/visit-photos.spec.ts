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
import { visitPhotosPath } from '../../src/server/visit-request/photo-files';
import { SHRUNK_PHOTO } from '../../src/shared/visit-request/fields';
import { cameraPhoto, photoFacts } from '../support/photos';
import { islandAwake } from '../../harness/islands.ts';
import { expect, sameAtEverySize, test } from './support/test.ts';
import { fillForVisitor, REFERENCE, statusOf } from './support/visit-requests.ts';

sameAtEverySize('what the photo that leaves the phone holds');

test('a 4000 × 3000 photo with its GPS position reaches the server at most 300 KB, 1,600 px long, without it', async ({
  visitor,
}, testInfo) => {
  test.skip(visitor.engine === 'chromium', 'Chromium: visitRequest.chromium.spec.ts');
  const original = await cameraPhoto(4000, 3000);
  expect(await photoFacts(original)).toMatchObject({ width: 4000, hasLocation: true });
  const file = testInfo.outputPath('IMG_4000.jpg');
  await writeFile(file, original);

  await visitor.open('/book');
  await islandAwake(visitor, 'LeadForm');
  await fillForVisitor(visitor);
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
  await expect.poll(() => statusOf(visitor), { timeout: 15_000 }).toMatch(REFERENCE);

  const reference = REFERENCE.exec(await statusOf(visitor))![0];
  const folder = join(visitPhotosPath(contactDb), reference);
  expect(await readdir(folder)).toEqual(['1.jpg']);
  const bytes = await readFile(join(folder, '1.jpg'));
  expect(bytes.byteLength).toBeLessThanOrEqual(SHRUNK_PHOTO.bytes);
  expect(await photoFacts(bytes)).toMatchObject({ format: 'jpeg', width: 1600, height: 1200, hasLocation: false });
});
