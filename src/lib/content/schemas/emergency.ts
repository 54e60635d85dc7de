import { z } from 'astro/zod';
import { TITLE_MAX } from '../../metadata/head.ts';
import { PUBLIC_EMERGENCY_LINES } from '../../public-emergency-lines.ts';
import { strict, text } from './fields.ts';

/** A headed list of short points, one per line of the file, read in a hurry. */
const pointList = (label: string) =>
  strict({
    heading: text(`${label}.heading`, { max: 80 }),
    points: z
      .array(text(`a point of ${label}`, { max: 200 }), { error: `${label}.points must be a list of lines` })
      .min(1, { error: `add at least one point to ${label}` }),
  });

/** Where the emergency page's promise puts settings' emergencyResponseMinutes, in the edition's words. */
export const RESPONSE_TIME_SLOT = '{time}';

/**
 * The emergency page (/emergency): what a visitor in trouble reads, in the order they need it. Its
 * numbers are not here: the company's come from settings, the public services' from
 * src/lib/public-emergency-lines.ts, named by `line`.
 */
export const emergencySchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  heading: text('heading', { max: 80 }),
  /** Under the heading, above the Call and WhatsApp buttons. */
  intro: text('intro', { max: 300 }),
  /** Under the buttons: the target response time, with {time} where settings' emergencyResponseMinutes goes. */
  promise: text('promise', { max: 200 }).refine((value) => value.includes(RESPONSE_TIME_SLOT), {
    error: `promise must hold ${RESPONSE_TIME_SLOT} where the response time from settings (emergencyResponseMinutes) goes, e.g. "A technician with you within ${RESPONSE_TIME_SLOT}, day or night."`,
  }),
  /** The message a WhatsApp chat opens with, ready to send. */
  chatMessage: text('chatMessage', { max: 120 }),
  /** When a public service comes first (fire, gas), and each service's number as one tap. */
  callFirst: strict({
    heading: text('callFirst.heading', { max: 80 }),
    text: text('callFirst.text', { max: 400 }),
    lines: z
      .array(
        strict({
          /** Which public number: its digits live in the code, never typed here. */
          line: z.enum(PUBLIC_EMERGENCY_LINES, {
            error: `line must be one of ${PUBLIC_EMERGENCY_LINES.join(', ')}`,
          }),
          name: text('the line name', { max: 60 }),
          when: text('when to call it', { max: 160 }),
        }),
      )
      .min(1, { error: 'list at least one public line under callFirst' }),
  }),
  /** What to do before help arrives. */
  rightNow: pointList('rightNow'),
  /** What counts as an emergency. */
  emergencies: pointList('emergencies'),
});

export type EmergencyCopy = z.infer<typeof emergencySchema>;
