/**
 * Phone numbers, read by libphonenumber-js (Google's libphonenumber rules) with its full metadata:
 * the smaller sets know only a number's length, and take dates and reference codes for numbers.
 * Used by the content check for numbers typed in content, and by the settings schema, which takes
 * only numbers that can be dialled in the UAE.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/max';
import { westernDigits } from '../../shared/digits.ts';

/** The region a number without its country code is read in: 04 321 9876 is a Dubai number. */
const REGION = 'AE';

/** The phone numbers in a text, as typed there, in any digits: (04) 321 9876, +971-4-321-9876, ٠٤ ٣٢١ ٩٨٧٦. */
export function phoneNumbersIn(text: string): string[] {
  // One digit for one digit, so the places found in the Western copy hold in the text as typed.
  return findPhoneNumbersInText(westernDigits(text), { defaultCountry: REGION }).map(({ startsAt, endsAt }) =>
    text.slice(startsAt, endsAt),
  );
}

/** Why a number is not one to dial in the UAE. */
export type UaeNumberProblem = 'too short' | 'too long' | 'another country' | 'not valid';

/** Nothing when the number is a valid UAE number (a landline, a mobile, a toll-free 800 number…). */
export function uaeNumberProblem(value: string): UaeNumberProblem | undefined {
  const number = parsePhoneNumberFromString(value, REGION);
  if (number?.isValid()) return number.country === REGION ? undefined : 'another country';
  const length = validatePhoneNumberLength(value, REGION);
  if (length === 'TOO_SHORT') return 'too short';
  if (length === 'TOO_LONG') return 'too long';
  return 'not valid';
}

/** A number in international form (+971501234567), read as a UAE number without its country code; nothing when not valid. */
export function internationalNumber(value: string): string | undefined {
  const number = parsePhoneNumberFromString(value, REGION);
  return number?.isValid() ? number.number : undefined;
}
