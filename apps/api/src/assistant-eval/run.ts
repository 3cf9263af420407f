import type { Actor } from '../actor.js';
import { answerQuestion } from '../domain/assistant/engine.js';
import { QUESTIONS } from './questions.js';
import { judge, type Outcome, report } from './score.js';
import { ASKERS, type Asker, demoActor, openDemoWorld } from './world.js';

/**
 * `npm run assistant:eval` (issue 30, "The score"): asks the fixed question set in the demo world as
 * the four demo users, with the clock the demo was seeded with, and prints intent accuracy, answer
 * accuracy, correct refusals, scope leaks and the failing questions. Exits 1 under
 * MIN_ANSWER_ACCURACY or on any leak (CI runs it).
 */
export async function runEval(now = new Date()) {
  const started = Date.now();
  const database = await openDemoWorld();
  try {
    const actors = new Map<Asker, Actor>();
    for (const a of ASKERS) actors.set(a, await demoActor(database, a));
    const outcomes: Outcome[] = [];
    for (const item of QUESTIONS) {
      try {
        const answer = await answerQuestion(database.db, actors.get(item.asker)!, item.question, { now });
        outcomes.push({ item, answer, error: null, ...judge(item, answer) });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        outcomes.push({
          item,
          answer: null,
          error: message,
          intentOk: false,
          slotsOk: false,
          answerOk: false,
          leaked: [],
          missing: [],
        });
      }
    }
    return { outcomes, seconds: (Date.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

const { outcomes, seconds } = await runEval();
process.exitCode = report(outcomes, seconds) ? 0 : 1;
