import type { AssistantAnswer } from '@congdoan/shared';
import type { EvalQuestion } from './questions.js';

/** How the assistant's answers are scored against the question set, and the printed report. */

export const MIN_ANSWER_ACCURACY = 0.9;

export interface Outcome {
  item: EvalQuestion;
  answer: AssistantAnswer | null;
  error: string | null;
  intentOk: boolean;
  /** Every slot the item names, as the answer read it (reported, not gating). */
  slotsOk: boolean;
  answerOk: boolean;
  leaked: string[];
  missing: string[];
}

/**
 * What the asker sees of an answer: its text, its table, and the sources of the articles it comes
 * from (the page shows them under it). A link's ids are not figures.
 */
const visible = (a: AssistantAnswer) =>
  [
    a.text,
    ...(a.table ? [a.table.columns.join(' '), ...a.table.rows.map((r) => r.join(' '))] : []),
    ...a.articles.map((x) => x.source),
  ].join('\n');

/** A figure found as a whole number ('66' is not in '1.660'), text found as written. */
export function shows(text: string, wanted: string): boolean {
  if (!/^[\d.,%]+$/.test(wanted)) return text.toLowerCase().includes(wanted.toLowerCase());
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\d.,])${escaped}(?![\\d]|[.,]\\d)`).test(text);
}

export function judge(
  item: EvalQuestion,
  answer: AssistantAnswer,
): Omit<Outcome, 'item' | 'answer' | 'error'> {
  const seen = visible(answer);
  const missing = item.expect.contains.filter((c) => !shows(seen, c));
  // A leak is another unit's figure in an answer that should have refused (or any answer about it).
  const leaked = (item.expect.leak ?? []).filter((l) => shows(seen, l));
  const refusedOk = answer.refused === (item.expect.refused ?? false);
  const slots = answer.slots as Record<string, unknown>;
  return {
    intentOk: answer.intent === item.intent,
    slotsOk: Object.entries(item.slots).every(([key, value]) => slots[key] === value),
    answerOk: missing.length === 0 && leaked.length === 0 && refusedOk,
    leaked,
    missing,
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');
const short = (s: string, n = 110) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\n/g, ' ⏎ ');

/**
 * Prints one set's scores and failures; true when it passes: no scope leak, and, for a set that gates
 * its accuracy (the fixed set; not the held-out one, see held-out.ts), at least MIN_ANSWER_ACCURACY.
 */
export function report(
  outcomes: Outcome[],
  seconds: number,
  { title = 'Assistant evaluation', gateAccuracy = true }: { title?: string; gateAccuracy?: boolean } = {},
): boolean {
  const total = outcomes.length;
  const intents = outcomes.filter((o) => o.intentOk).length;
  const answers = outcomes.filter((o) => o.answerOk).length;
  const withSlots = outcomes.filter((o) => Object.keys(o.item.slots).length > 0);
  const slotsRight = withSlots.filter((o) => o.slotsOk).length;
  const toRefuse = outcomes.filter((o) => o.item.expect.refused);
  const refusedRight = toRefuse.filter((o) => o.answer?.refused).length;
  const leaks = outcomes.filter((o) => o.leaked.length > 0);
  const failing = outcomes.filter((o) => !o.answerOk || !o.intentOk);
  const lines = [
    `${title}: ${total} questions in the demo world (${seconds.toFixed(1)} s)`,
    `  intent accuracy:  ${intents}/${total} = ${pct(intents, total)}`,
    `  slots read right: ${slotsRight}/${withSlots.length} (of the questions naming a unit, a gender or a year)`,
    `  answer accuracy:  ${answers}/${total} = ${pct(answers, total)} (${
      gateAccuracy ? `goal ≥ ${MIN_ANSWER_ACCURACY * 100}%` : 'measured, not gating'
    })`,
    `  correct refusals: ${refusedRight}/${toRefuse.length}`,
    `  scope leaks:      ${leaks.length}`,
    ...leaks.map(
      (o) =>
        `    LEAK [${o.item.asker}] ${o.item.question} → ${o.leaked.join(', ')} in: ${short(o.answer!.text)}`,
    ),
  ];
  if (failing.length) lines.push('', `Failing questions (${failing.length}):`);
  for (const o of failing) {
    const got = o.answer
      ? `${o.answer.intent}${o.answer.refused ? ' refused' : ''}: ${short(o.answer.text)}`
      : `error: ${o.error}`;
    const wanted = `${o.item.intent}${o.item.expect.refused ? ' refused' : ''}${
      o.item.expect.contains.length ? ` with ${o.item.expect.contains.join(', ')}` : ''
    }`;
    const why = [
      o.intentOk ? '' : 'intent',
      o.missing.length ? `missing ${o.missing.join(', ')}` : '',
      o.answer && o.answer.refused !== (o.item.expect.refused ?? false) ? 'refusal' : '',
      o.leaked.length ? `leak ${o.leaked.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `  [${o.item.asker}] ${o.item.question}`,
      `      expected ${wanted}`,
      `      got ${got} (${why})`,
    );
  }
  const passed = (!gateAccuracy || answers / total >= MIN_ANSWER_ACCURACY) && leaks.length === 0;
  lines.push(
    '',
    passed
      ? 'PASS'
      : gateAccuracy
        ? `FAIL: answer accuracy under ${MIN_ANSWER_ACCURACY * 100}% or a scope leak`
        : 'FAIL: a scope leak',
  );
  console.log(lines.join('\n'));
  return passed;
}
