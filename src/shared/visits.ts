/**
 * A visit request's state after it is received, as the office and the visitor move it on from
 * their private links: the states, who may make which change from which state, the reasons a
 * decline may give, and the links' address. The server keeps the state and its history
 * (src/server/visits/), the pages and the words read the names from here.
 */
import { pathInEdition, type Edition } from './editions.ts';
import type { PropertyType, Urgency } from './visit-request/fields.ts';

export const VISIT_STATES = ['requested', 'confirmed', 'proposed', 'declined', 'cancelled', 'done'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** States after which nothing more happens: a visitor's link ends 30 days after one is reached. */
export const FINAL_STATES: readonly VisitState[] = ['declined', 'cancelled', 'done'];

/** Who made a change: the office from its link, or the visitor from theirs. */
export type VisitActor = 'office' | 'visitor';

/**
 * What a press on one of the two pages asks for. `call` (the visitor asks for a call about another
 * window) changes no state: it tells the office, and stays in the history.
 */
export const VISIT_ACTIONS = {
  confirm: { actor: 'office', to: 'confirmed', from: ['requested', 'proposed'] },
  propose: { actor: 'office', to: 'proposed', from: ['requested', 'proposed', 'confirmed'] },
  decline: { actor: 'office', to: 'declined', from: ['requested', 'proposed', 'confirmed'] },
  done: { actor: 'office', to: 'done', from: ['confirmed'] },
  accept: { actor: 'visitor', to: 'confirmed', from: ['proposed'] },
  cancel: { actor: 'visitor', to: 'cancelled', from: ['requested', 'proposed', 'confirmed'] },
  call: { actor: 'visitor', to: undefined, from: ['requested', 'proposed', 'confirmed'] },
} as const satisfies Record<string, { actor: VisitActor; to: VisitState | undefined; from: readonly VisitState[] }>;
export type VisitAction = keyof typeof VISIT_ACTIONS;

export const isVisitAction = (value: unknown): value is VisitAction =>
  typeof value === 'string' && Object.hasOwn(VISIT_ACTIONS, value);

/** Whether `actor` may press `action` while the request is in `state`. */
export function allowedNow(action: VisitAction, actor: VisitActor, state: VisitState): boolean {
  const rule = VISIT_ACTIONS[action];
  return rule.actor === actor && (rule.from as readonly VisitState[]).includes(state);
}

/** What the request's state is once `action` is made from `state`. */
export const stateAfter = (action: VisitAction, state: VisitState): VisitState => VISIT_ACTIONS[action].to ?? state;

/** The reasons the office may give for a decline; the visitor reads each in their edition's words. */
export const DECLINE_REASONS = ['area', 'service', 'full', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const isDeclineReason = (value: unknown): value is DeclineReason =>
  typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);

/** The longest note a press may carry to the visitor. */
export const MAX_NOTE_LENGTH = 500;

/** Where both links lead: `/visit/<token>` and `/ar/visit/<token>`; the token says whose page it is. */
export const VISIT_PATH = '/visit';
export const visitLinkPath = (token: string, edition: Edition) => pathInEdition(`${VISIT_PATH}/${token}`, edition);

/** A link's token as it may appear in an address: a selector and a secret, base64url (src/server/visits/tokens.ts). */
export const VISIT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{44}$/;

/** The form fields a press sends. */
export const VISIT_FIELDS = {
  action: 'action',
  /** The id of the last change the page showed: a press made on an older page is told what happened since. */
  after: 'after',
  /** Another day and window, as `YYYY-MM-DD HH:MM`, from the schedule's open ones. */
  slot: 'slot',
  reason: 'reason',
  note: 'note',
} as const;

/** A slot as the propose form's list offers it and the press reads it back: `2026-12-09 10:00`. */
export const slotValue = (day: string, start: string) => `${day} ${start}`;

/**
 * A request as its private pages show it: what the server's view of it (src/server/visits/changes.ts)
 * holds for the pages, which take data, not the server's types.
 */
export interface VisitPageFacts {
  request: {
    reference: string;
    receivedAt: string;
    urgency: Urgency;
    service: string;
    property: PropertyType;
    area: string;
    problem: string;
    name: string;
    phone: string;
    email: string;
  };
  role: VisitActor;
  state: VisitState;
  time: { day: string; windowStart: string; windowEnd: string };
  changes: readonly { at: string; actor: VisitActor; action: VisitAction; state: VisitState; note: string }[];
  lastChangeId: number;
}
