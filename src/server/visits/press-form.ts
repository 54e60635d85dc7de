/**
 * A press as the page's form sends it, read and checked: the action, the change the page showed
 * last, and what the action takes (another day and window from the schedule's open ones, a
 * decline's reason, a note). Bad input is answered with the words of what to fix; nothing is saved.
 */
import { bookableDays, type Schedule } from '../../shared/schedule.ts';
import {
  isDeclineReason,
  isVisitAction,
  MAX_NOTE_LENGTH,
  slotValue,
  VISIT_FIELDS,
  type VisitAction,
} from '../../shared/visits.ts';
import { readForm, readLimitedBody } from '../lead-form/post.ts';
import type { Press } from './changes.ts';

/** Far above a note of MAX_NOTE_LENGTH characters, URL-encoded. */
const MAX_PRESS_BYTES = 16 * 1024;

/** Why a press was refused before it reached the store. */
export type PressProblem = 'not-a-form' | 'noteTooLong' | 'slotMissing';

/** A note as stored: one paragraph's breaks kept, control and format characters taken out. */
const cleanNote = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\p{Cf}]/gu, (character) => (character === '\n' ? '\n' : ''))
    .trim();

export async function readPress(
  request: Request,
  schedule: Schedule,
  now: Date,
): Promise<{ press: Press } | { problem: PressProblem; action?: VisitAction }> {
  const body = await readLimitedBody(request, MAX_PRESS_BYTES).catch(() => undefined);
  const contentType = request.headers.get('content-type') ?? '';
  const fields = body && (await readForm(body, contentType));
  const action = fields?.[VISIT_FIELDS.action];
  const after = Number(fields?.[VISIT_FIELDS.after]);
  if (!fields || !isVisitAction(action) || !Number.isSafeInteger(after) || after < 0) return { problem: 'not-a-form' };
  const note = cleanNote(fields[VISIT_FIELDS.note] ?? '');
  if (note.length > MAX_NOTE_LENGTH) return { problem: 'noteTooLong', action };
  const press: Press = { action, after, ...(note ? { note } : {}) };
  if (action === 'decline') {
    const reason = fields[VISIT_FIELDS.reason];
    press.reason = isDeclineReason(reason) ? reason : 'other';
  }
  if (action === 'propose') {
    const slot = fields[VISIT_FIELDS.slot] ?? '';
    const open = bookableDays(schedule, now).flatMap((day) => day.windows.map((window) => ({ day: day.date, window })));
    const chosen = open.find(({ day, window }) => slotValue(day, window.start) === slot);
    if (!chosen) return { problem: 'slotMissing', action };
    press.time = { day: chosen.day, windowStart: chosen.window.start, windowEnd: chosen.window.end };
  }
  return { press };
}
