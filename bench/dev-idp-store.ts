import { sql } from 'drizzle-orm';
import { devIdpStore } from '../src/server/auth/dev-idp-store';
import { openBenchDatabase, timeRuns } from './support';

/*
 * `npx tsx bench/dev-idp-store.ts`: what the demo provider's table costs PostgreSQL when it is as full as a busy
 * morning makes it. 2,000 sign-ins within ten minutes (the longest lifetime of a record) leave 8,000 live rows
 * (a session, a grant, a consumed code and an access token each; the interaction is deleted at the end of its
 * sign-in); a sweep runs every 200 writes, by then about 200 rows have expired. Measured: the sweep's delete and the
 * adapter's statements, as PostgreSQL's own execution time (EXPLAIN ANALYZE) and as the round trip from Node.
 */
const LIVE_SIGN_INS = 2_000;
const EXPIRED_PER_SWEEP = 200;
const SWEEPS = 10;

async function main() {
  const { db, close } = await openBenchDatabase('dev-idp-store');
  try {
    const start = Date.now();
    let now = start;
    const store = devIdpStore(db, { now: () => now, sweepEvery: Number.MAX_SAFE_INTEGER });
    const models = {
      Session: store('Session'),
      Grant: store('Grant'),
      AuthorizationCode: store('AuthorizationCode'),
      AccessToken: store('AccessToken'),
    };
    const signIn = async (n: number, lifetimeSeconds: number) => {
      const grantId = `grant-${n}`;
      await models.Session.upsert(`session-${n}`, { uid: `uid-${n}`, accountId: `account-${n}`, kind: 'Session' }, lifetimeSeconds);
      await models.Grant.upsert(grantId, { accountId: `account-${n}`, clientId: 'waypoint-web', kind: 'Grant' }, lifetimeSeconds);
      await models.AuthorizationCode.upsert(`code-${n}`, { grantId, kind: 'AuthorizationCode', redirectUri: 'http://x/cb' }, 60);
      await models.AuthorizationCode.consume(`code-${n}`);
      await models.AccessToken.upsert(`token-${n}`, { grantId, kind: 'AccessToken', scope: 'openid email profile' }, lifetimeSeconds);
    };
    for (let n = 0; n < LIVE_SIGN_INS; n++) await signIn(n, 3_600);
    await db.execute(sql`analyze dev_idp_records`);

    const explainMs = async (statement: ReturnType<typeof sql>) => {
      const result = await db.execute<{ 'QUERY PLAN': unknown }>(sql`explain (analyze, format json) ${statement}`);
      const plan = (
        result.rows[0]!['QUERY PLAN'] as {
          'Execution Time': number;
          Plan: { 'Node Type': string; Plans?: { 'Node Type': string; 'Index Name'?: string }[] };
        }[]
      )[0]!;
      return { ms: plan['Execution Time'], scan: plan.Plan.Plans?.[0]?.['Index Name'] ?? plan.Plan.Plans?.[0]?.['Node Type'] };
    };

    const sweeps: number[] = [];
    let scan: string | undefined;
    for (let round = 0; round < SWEEPS; round++) {
      // 200 rows written an hour ago with a minute to live, now expired among the live ones.
      now = start - 3_600_000;
      for (let n = 0; n < EXPIRED_PER_SWEEP / 4; n++) await signIn(1_000_000 + round * 1_000 + n, 60);
      now = start;
      const sweep = await explainMs(sql`delete from dev_idp_records where expires_at <= ${new Date(now)}`);
      sweeps.push(sweep.ms);
      scan = sweep.scan;
    }
    sweeps.sort((a, b) => a - b);
    const rows = await db.execute<{ count: number }>(sql`select count(*)::int as count from dev_idp_records`);

    const find = await timeRuns(500, (i) => models.Session.find(`session-${Math.abs(i) % LIVE_SIGN_INS}`));
    const findByUid = await timeRuns(500, (i) => models.Session.findByUid(`uid-${Math.abs(i) % LIVE_SIGN_INS}`));
    const upsert = await timeRuns(500, (i) => models.AccessToken.upsert(`bench-token-${i}`, { grantId: 'g', kind: 'AccessToken' }, 600));
    const findExplain = await explainMs(
      sql`select payload, consumed_at from dev_idp_records where model = 'Session' and id = 'session-7' and (expires_at is null or expires_at > now()) limit 1`,
    );

    console.log(`dev_idp_records with ${rows.rows[0]!.count} live rows (${LIVE_SIGN_INS} sign-ins' worth)`);
    console.log(
      `sweep of ${EXPIRED_PER_SWEEP} expired rows, PostgreSQL execution ms over ${SWEEPS} sweeps: median ${sweeps[SWEEPS / 2]!.toFixed(2)}, max ${sweeps.at(-1)!.toFixed(2)} (scan: ${scan})`,
    );
    console.log(`find by id: execution ${findExplain.ms.toFixed(3)} ms (scan: ${findExplain.scan ?? 'index'})`);
    console.log(
      `round trip from Node, ms p50 / p99: find ${find.p50.toFixed(2)} / ${find.p99.toFixed(2)}, findByUid ${findByUid.p50.toFixed(2)} / ${findByUid.p99.toFixed(2)}, upsert ${upsert.p50.toFixed(2)} / ${upsert.p99.toFixed(2)}`,
    );
  } finally {
    await close();
  }
}

await main();
