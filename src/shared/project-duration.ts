/**
 * A case study's duration as the content writes it (`duration: 14 weeks`): a number and a unit,
 * so that each edition words it in its own language (src/lib/i18n) and structured data writes it
 * in ISO 8601 (P14W). Free of dependencies: the projects' schema reads it, and so do the words.
 */

/** The units a project's duration is written in, as `duration: 14 weeks` names them. */
export const DURATION_UNITS = ['day', 'week', 'month'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface Duration {
  amount: number;
  unit: DurationUnit;
}
