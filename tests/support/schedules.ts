/** A small office schedule for unit tests: six working days, two windows, a 14:00 same-day cut-off. */
import type { Schedule } from '../../src/shared/schedule';

export const twoWindowSchedule = (changes: Partial<Schedule> = {}): Schedule => ({
  workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  windows: [
    { start: '08:00', end: '10:00' },
    { start: '13:00', end: '15:00' },
  ],
  sameDayCutoff: '14:00',
  daysAhead: 14,
  holidays: [],
  ...changes,
});
