/**
 * Phone numbers, read by libphonenumber-js (Google's libphonenumber rules) with its full metadata:
 * the smaller sets know only a number's length, and take dates and reference codes for numbers.
 * Used by the content check for numbers typed in content.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { westernDigits } from '../shared/digits.ts';

/** The region a number without its country code is read in: 04 321 9876 is a Dubai number. */
const REGION = 'AE';

/** The phone numbers in a text, as typed there, in any digits: (04) 321 9876, +971-4-321-9876, ٠٤ ٣٢١ ٩٨٧٦. */
export function phoneNumbersIn(text: string): string[] {
  // One digit for one digit, so the places found in the Western copy hold in the text as typed.
  return findPhoneNumbersInText(westernDigits(text), { defaultCountry: REGION }).map(({ startsAt, endsAt }) =>
    text.slice(startsAt, endsAt),
  );
}
