/**
 * What `npm run new:plan` adds: a plan at the end of plans/plans.yaml, and its words at the end of
 * each translation (plans/ar/plans.yaml). The plan is complete: priced for the sizes and visiting
 * the systems the file's first plan has (the plans schema holds every plan to those), with a
 * placeholder (placeholders.ts) for every word and number to write, which `npm run check` refuses
 * until it is replaced. The files are edited through the yaml Document, so their comments, samples'
 * marks and quoting stay as they were.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Document, type ToStringOptions } from 'yaml';
import { plansSchema } from '../content/schemas/plans.ts';
import { DEFAULT_EDITION, type Edition } from '../i18n/index.ts';
import { PROPERTY_TYPES, RESPONSE_HOURS_MAX, SYSTEMS, VISITS_MAX } from '../../shared/plans.ts';
import { lengthRule } from './limits.ts';
import { placeholder } from './placeholders.ts';

const fields = plansSchema.shape.plans.element.shape;

/** What the files' own writing looks like once read: `doc.toString()` gives back the same text. */
const AS_WRITTEN: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

interface PlanWords {
  name: string;
  promise: string;
  callOutCovers: string;
  parts: string;
  exclusions: readonly [string, string];
  /** The comment above the new plan. */
  added: string;
}

/** The words a new plan leaves to write, in each edition; the rules are the schema's (`at most 120 characters`). */
const planWords: Record<Edition, PlanWords> = {
  en: {
    name: "Write the plan's name",
    promise: `Write the plan's promise in one line, ${lengthRule(fields.promise)}`,
    callOutCovers: `Write what one call-out covers, ${lengthRule(fields.callOutCovers)}`,
    parts: `Write what the plan pays for in parts and consumables, and what the owner pays, ${lengthRule(fields.parts)}`,
    exclusions: ['Write a first thing the plan does not cover', 'Write a second thing, or delete this line'],
    added: 'Added by `npm run new:plan`: replace every text that starts with ✎; `npm run check` names each one.',
  },
  ar: {
    name: 'اكتب اسم الخطة بالعربية',
    promise: 'اكتب وعد الخطة في سطر واحد',
    callOutCovers: 'اكتب ما تشمله زيارة العطل الواحدة',
    parts: 'اكتب ما تغطيه الخطة من قطع الغيار والمستهلكات، وما يدفعه المالك',
    exclusions: ['اكتب أول ما لا تشمله الخطة', 'اكتب أمرًا ثانيًا، أو احذف هذا السطر'],
    added: 'Added by `npm run new:plan`: write the Arabic words in place of every text that starts with ✎.',
  },
};

/** The numbers a new plan leaves to write: only the English file holds them. */
const NUMBER_WORDS = {
  price: 'the yearly price in dirhams, such as 1800',
  visits: `visits a year, 0 to ${VISITS_MAX}`,
  callOuts: 'call-outs a year included: a number, or unlimited',
  responseHours: `the emergency response target in hours, 1 to ${RESPONSE_HOURS_MAX}`,
  vat: 'included or excluded: whether the prices include the 5% VAT',
};

/** Why a plan cannot be added to a file: said to the copywriter as it is. */
export class PlanRefused extends Error {}

/** The plans file's list of plans, read as a copywriter left it. */
function planList(doc: Document, file: string) {
  const plans = doc.get('plans', true);
  if (!isSeq(plans)) {
    throw new PlanRefused(`${file} has no list of plans to add to: run \`npm run check\` and fix what it says first.`);
  }
  return plans;
}

/** The keys of a map inside the first plan (its sizes under prices.apartment, its systems under visits). */
function keysIn(doc: Document, path: (string | number)[]): string[] {
  const node = doc.getIn(path, true);
  return isMap(node) ? node.items.flatMap((pair) => (isScalar(pair.key) ? [String(pair.key.value)] : [])) : [];
}

/** A string written in the way the file writes its plans' names (the Arabic file quotes its words). */
function inFileStyle(doc: Document, words: string) {
  const scalar = new Scalar(words);
  const written = doc.getIn(['plans', 0, 'name'], true);
  if (isScalar(written) && written.type) scalar.type = written.type;
  return scalar;
}

/** The file read as a Document, after making sure it has no plan of this id. */
function readWithout(source: string, file: string, id: string): Document {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  planList(doc, file).items.forEach((_, index) => {
    const written = doc.getIn(['plans', index, 'id'], true);
    if (!isScalar(written) || written.value !== id) return;
    const line = written.range ? lineCounter.linePos(written.range[0]).line : undefined;
    throw new PlanRefused(
      `${file}${line ? `:${line}` : ''} has a plan with the id ${id} already: give the new plan another name, or edit that plan.`,
    );
  });
  return doc;
}

type Mark = (text: string) => Scalar;

/** The file with a plan of `id` at the end of its list, its other fields from `fieldsOf`; `mark` writes a placeholder. */
function withPlanAdded(
  { source, file, id, edition }: { source: string; file: string; id: string; edition: Edition },
  fieldsOf: (doc: Document, mark: Mark) => Record<string, unknown>,
): string {
  const doc = readWithout(source, file, id);
  const mark = (text: string) => inFileStyle(doc, placeholder(text));
  const plan = doc.createNode({ id, ...fieldsOf(doc, mark) });
  plan.commentBefore = ` ${planWords[edition].added}`;
  planList(doc, file).add(plan);
  return doc.toString(AS_WRITTEN);
}

/** The plans file with a plan of this id and name at the end of its list, every fact to write a placeholder. */
export function withNewPlan(source: string, file: string, { id, name }: { id: string; name: string }): string {
  const words = planWords[DEFAULT_EDITION];
  return withPlanAdded({ source, file, id, edition: DEFAULT_EDITION }, (doc, mark) => {
    const prices = Object.fromEntries(
      PROPERTY_TYPES.flatMap((type) => {
        const sizes = keysIn(doc, ['plans', 0, 'prices', type]);
        return sizes.length ? [[type, Object.fromEntries(sizes.map((size) => [size, mark(NUMBER_WORDS.price)]))]] : [];
      }),
    );
    const systems = keysIn(doc, ['plans', 0, 'visits']);
    // The plans are compared side by side, so a new one states VAT as the others all do, when they agree.
    const vats = new Set(planList(doc, file).items.map((_, index) => doc.getIn(['plans', index, 'vat'])));
    const [vat] = vats.size === 1 ? vats : [mark(NUMBER_WORDS.vat)];
    return {
      name: inFileStyle(doc, name),
      promise: mark(words.promise),
      vat,
      prices,
      visits: Object.fromEntries(
        (systems.length ? systems : SYSTEMS).map((system) => [system, mark(NUMBER_WORDS.visits)]),
      ),
      callOuts: mark(NUMBER_WORDS.callOuts),
      callOutCovers: mark(words.callOutCovers),
      responseHours: mark(NUMBER_WORDS.responseHours),
      parts: mark(words.parts),
      exclusions: words.exclusions.map(mark),
    };
  });
}

/** A translation of the plans file with the new plan's words at the end of its list, each a placeholder. */
export function withNewPlanWords(source: string, file: string, edition: Edition, id: string): string {
  const words = planWords[edition];
  return withPlanAdded({ source, file, id, edition }, (_, mark) => ({
    name: mark(words.name),
    promise: mark(words.promise),
    callOutCovers: mark(words.callOutCovers),
    parts: mark(words.parts),
    exclusions: words.exclusions.map(mark),
  }));
}
