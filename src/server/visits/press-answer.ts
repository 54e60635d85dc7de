/**
 * What a private visit page says at its top after a press, in its edition, and the status it
 * answers with: saved (and mailed), already done, or no longer possible and why (409), or a form
 * the page could not read (400). The page (src/pages/[...lang]/visit/[token].astro) shows it.
 */
import { editionInfo, type Edition } from '../../lib/i18n/index.ts';
import { OFFICE_TIME_ZONE } from '../../shared/schedule.ts';
import type { VisitState } from '../../shared/visits.ts';
import type { PressOutcome } from './changes.ts';
import type { PressProblem } from './press-form.ts';

export interface PressAnswer {
  status: number;
  said?: { tone: 'success' | 'error'; text: string };
}

/** A press the page could not read: the form's own problem, or (a form that is not the page's) what the visit allows now. */
export function problemAnswer(problem: PressProblem, state: VisitState, edition: Edition): PressAnswer {
  const words = editionInfo[edition].ui.visits;
  const text = problem === 'not-a-form' ? words.outcomes.notAllowed(words.states[state]) : words[problem];
  return { status: 400, said: { tone: 'error', text } };
}

/** A press that reached the store; `mailed`: the visitor was written to about it. */
export function outcomeAnswer(outcome: PressOutcome, edition: Edition, mailed: boolean): PressAnswer {
  const { ui, dateLocale } = editionInfo[edition];
  const words = ui.visits;
  switch (outcome.kind) {
    case 'made':
      return {
        status: 200,
        said: {
          tone: 'success',
          text:
            outcome.change.action === 'call'
              ? words.outcomes.callAsked
              : `${words.outcomes.made(words.states[outcome.view.state])}${mailed ? ` ${words.outcomes.mailed}` : ''}`,
        },
      };
    case 'repeat':
      return { status: 200, said: { tone: 'success', text: words.outcomes.repeat } };
    case 'stale': {
      const { change } = outcome;
      const at = new Intl.DateTimeFormat(dateLocale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: OFFICE_TIME_ZONE,
      });
      return {
        status: 409,
        said: {
          tone: 'error',
          text: words.outcomes.stale(
            words.actors[change.actor],
            words.actions[change.action],
            at.format(new Date(change.at)),
          ),
        },
      };
    }
    case 'not-allowed':
      return {
        status: 409,
        said: { tone: 'error', text: words.outcomes.notAllowed(words.states[outcome.view.state]) },
      };
    case 'no-link':
      return { status: 404 };
  }
}
