import { ROLE_IDS } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import { actorOf } from '../apps/api/src/assistant-eval/world.js';
import { userRoles, users } from '../apps/api/src/db/schema/index.js';
import { answerQuestion } from '../apps/api/src/domain/assistant/engine.js';
import { writePeriodicReports } from './analytics.js';
import { writeFiguresHistory } from './figures.js';
import { generateMembers } from './members.js';
import { apiAgainstStatements, configOf, freshDatabase, quantile, rowsOf } from './setup.js';

/**
 * The assistant (issue P14, "The score": the built-in answer within 100 ms at the 95th percentile
 * on PostgreSQL with 1M members). The analytics bench's world (bench/analytics.ts: 10,000 unions,
 * 1,000,000 members on PostgreSQL, 100,000 on PGlite, 60 months of figures, a monthly reporting
 * period of 120 occurrences), then a mix of figure questions answered by the built-in engine as the
 * province officer and as the chair of a grassroots union: each answer's time gives the p95, and
 * the whole mix is measured against the statements it ran, replayed through the driver alone.
 */
export const ASSISTANT_MIX = [
  'Có bao nhiêu đoàn viên?',
  'Có bao nhiêu đoàn viên nữ?',
  'Có bao nhiêu công đoàn cơ sở?',
  'Những đơn vị nào chưa báo cáo kỳ này?',
  'Tuần này có sự kiện gì?',
];

export async function benchAssistant(
  seconds: number,
  postgresUrl?: string,
  n = Number(process.env.BENCH_MEMBERS ?? (postgresUrl ? 1_000_000 : 100_000)),
) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const generating = performance.now();
  await generateMembers(database, n);
  await writePeriodicReports(database);
  await database.db.execute(sql`update organizations set created_at = now() - interval '6 years'`);
  await writeFiguresHistory(database);
  const generatedS = (performance.now() - generating) / 1000;

  // The province officer: the administrator acting in that role; the chair: of the first union.
  const [admin] = await rowsOf<{ id: number }>(database, sql`select id from users where username = 'admin'`);
  const [union] = await rowsOf<{ id: number; members: number }>(
    database,
    sql`select o.id, (select count(*)::int from members m where m.organization_id = o.id) as members
      from organizations o where o.level = 'grassroots' order by o.id limit 1`,
  );
  const [chair] = await database.db
    .insert(users)
    .values({
      username: 'bench.chutich',
      fullName: 'Chủ tịch công đoàn',
      passwordHash: 'x',
      searchText: 'chu tich cong doan',
      activeRoleId: ROLE_IDS.chair,
      organizationId: union!.id,
    })
    .returning({ id: users.id });
  await database.db.insert(userRoles).values({ userId: chair!.id, roleId: ROLE_IDS.chair });
  const askers = [
    {
      who: 'province officer' as const,
      actor: await actorOf(database.db, admin!.id, ROLE_IDS.provincialOfficer),
    },
    { who: 'chair' as const, actor: await actorOf(database.db, chair!.id, ROLE_IDS.chair) },
  ];

  const results = [];
  for (const { who, actor } of askers) {
    const times: number[] = [];
    const answers: string[] = [];
    const mix = async () => {
      for (const question of ASSISTANT_MIX) {
        const started = performance.now();
        const answer = await answerQuestion(database.db, actor, question, { now: new Date() });
        times.push(performance.now() - started);
        if (answers.length < ASSISTANT_MIX.length)
          answers.push(`${answer.intent}: ${answer.text.split('\n')[0]}`);
      }
    };
    const measured = await apiAgainstStatements(database, seconds, mix);
    results.push({
      who,
      answers,
      answered: times.length,
      p50Ms: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
      statements: measured.statements,
      mixPerSecond: measured.apiPerSecond,
      statementsPerSecond: measured.driverPerSecond,
    });
  }
  await database.close();
  return { n, generatedS, chairMembers: union!.members, results };
}
