import type { Actor } from '../actor.js';
import type { Database } from '../db/client.js';
import { answerQuestion } from '../domain/assistant/engine.js';
import { HELD_OUT_BATCHES } from './held-out.js';
import { type EvalQuestion, QUESTIONS } from './questions.js';
import { judge, type Outcome, report } from './score.js';
import { ASKERS, type Asker, demoActor, openDemoWorld } from './world.js';

/**
 * `npm run assistant:eval` (issue 30, "The score"): asks the fixed question set, then each held-out
 * batch (held-out.ts), in the demo world as the four demo users, with the clock the demo was seeded
 * with, and prints for each set intent accuracy, answer accuracy, correct refusals, scope leaks and
 * the failing questions. Exits 1 when the fixed set is under MIN_ANSWER_ACCURACY or on any leak in
 * any set (CI runs it).
 */
export async function runEval(sets: readonly (readonly EvalQuestion[])[], now = new Date()) {
  const database = await openDemoWorld();
  try {
    const actors = new Map<Asker, Actor>();
    for (const a of ASKERS) actors.set(a, await demoActor(database, a));
    const results: { outcomes: Outcome[]; seconds: number }[] = [];
    for (const questions of sets) {
      const started = Date.now();
      const outcomes: Outcome[] = [];
      for (const item of questions) outcomes.push(await ask(database, actors.get(item.asker)!, item, now));
      results.push({ outcomes, seconds: (Date.now() - started) / 1000 });
    }
    return results;
  } finally {
    await database.close();
  }
}

async function ask(database: Database, actor: Actor, item: EvalQuestion, now: Date): Promise<Outcome> {
  try {
    const answer = await answerQuestion(database.db, actor, item.question, { now });
    return { item, answer, error: null, ...judge(item, answer) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const failed = { intentOk: false, slotsOk: false, answerOk: false, leaked: [], missing: [] };
    return { item, answer: null, error: message, ...failed };
  }
}

const [fixed, ...heldOut] = await runEval([QUESTIONS, ...HELD_OUT_BATCHES.map((b) => b.questions)]);
let passed = report(fixed!.outcomes, fixed!.seconds);
for (const [i, batch] of HELD_OUT_BATCHES.entries()) {
  console.log('');
  const { outcomes, seconds } = heldOut[i]!;
  passed =
    report(outcomes, seconds, { title: `Held-out questions, ${batch.name}`, gateAccuracy: false }) && passed;
}
process.exitCode = passed ? 0 : 1;
