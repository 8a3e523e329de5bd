import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contestImportEmailsJob } from '../../src/contests/contests.public';
import { IMPORT_EMAILS_IDLE_MS } from '../../src/contests/participants/participant-import.service';
import { bulkDeliveries, contestParticipants, contests, outboxEmails } from '../../src/db/schema';
import { createScheduler } from '../../src/lib/scheduler';
import { digestSecretToken } from '../../src/lib/secret-token';
import { contestVersion } from '../../src/lib/shared-cache';
import { createCategory, createContest, createTeam, createWave } from '../factories/contests.factory';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The organisers' CSV import of participants (docs/domain/contests.md, "Participants"): the preview row by row with no
 * date of birth, a bad row left in refusing the whole file, `skip_rows`, the same person twice, the NDJSON progress,
 * the tokens e-mailed through the bulk sender once the import committed, and those e-mails resumed by the job after
 * a stop, none twice.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

async function organisedContest(overrides: Parameters<typeof createContest>[2] = {}) {
  const gym = await createGym(t.db);
  const { user } = await createUser(t.db);
  await createGymAdministrator(t.db, { gymId: gym.id, userId: user.id, roles: ['manage_contests'] });
  const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  const contest = await createContest(t.db, gym.id, overrides);
  const year = Number(contest.start_date.slice(0, 4));
  // Youth: 10 to 15 in the contest's year; Adults: 16 and more.
  const youth = await createCategory(t.db, contest.id, { name: 'Jeunes', min_age: 10, max_age: 15 });
  const adults = await createCategory(t.db, contest.id, { name: 'Adultes', min_age: 16, capacity: 1 });
  return { gym, contest, headers, youth, adults, year };
}

function preview(contestId: number, headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/contests/${contestId}/participant_imports/preview.json`,
    headers,
    payload: body,
  });
}

function runImport(
  contestId: number,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/contests/${contestId}/participant_imports.json`,
    headers: { ...headers, ...extra },
    payload: body,
  });
}

const HEADER = 'first_name,last_name,date_of_birth,gender,email,club,category,wave,team';

async function participantsOf(contestId: number) {
  return t.db
    .select()
    .from(contestParticipants)
    .where(eq(contestParticipants.contest_id, contestId))
    .orderBy(contestParticipants.bib_number);
}

describe('POST contests/{id}/participant_imports/preview.json', () => {
  it('reads each row against the contest, naming its rules, and never answers a date of birth', async () => {
    const { contest, headers, youth, adults, year } = await organisedContest();
    const csv = [
      HEADER,
      `Lina,Durand,${year - 12}-03-04,f,lina@example.test,ROC Lyon,,,`,
      `Paul,Durand,14/07/${year - 40},homme,paul@example.test,,ADULTES,,`,
      `Zoé,Petit,${year - 40}-02-30,X,not-an-email,,,,`,
      `Tom,Blanc,${year - 5}-01-01,m,tom@example.test,,,,`,
      `Théo,Roux,${year - 12}-01-01,m,theo@example.test,,Adultes,,`,
      `lina,DURAND,${year - 12}-03-04,female,other@example.test,,,,`,
    ].join('\n');
    const response = await preview(contest.id, headers, { csv });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ rows_count: 6, matched_count: 2, invalid_count: 4 });
    expect(answer.rows[0]).toMatchObject({
      row: 1,
      status: 'matched',
      gender: 'female',
      club: 'ROC Lyon',
      contest_category_id: youth.id,
      category_name: 'Jeunes',
      errors: {},
    });
    expect(answer.rows[1]).toMatchObject({ status: 'matched', gender: 'male', contest_category_id: adults.id });
    expect(answer.rows[2]).toMatchObject({
      status: 'invalid',
      errors: { date_of_birth: ['invalid'], gender: ['not_included'], email: ['invalid'] },
    });
    expect(answer.rows[3].errors).toEqual({ date_of_birth: ['not_included'] });
    expect(answer.rows[4].errors).toEqual({ date_of_birth: ['not_included'] });
    expect(answer.rows[5].errors).toEqual({ base: ['taken'] });
    expect(response.body).not.toContain(`${year - 12}-03-04`);
    expect(response.body).not.toContain('"date_of_birth":"');
    expect(response.body).not.toContain(`14/07/${year - 40}`);
    expect(await participantsOf(contest.id)).toHaveLength(0);
  });

  it('refuses a file without the required columns, and climbers without the role', async () => {
    const { contest, headers } = await organisedContest();
    const missing = await preview(contest.id, headers, { csv: 'first_name,last_name\nLina,Durand' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: { csv: ['invalid'] } });

    const { user } = await createUser(t.db);
    const stranger = await preview(contest.id, await authHeaders(user, t.config.jwtSecret, t.keyHeaders), {
      csv: `${HEADER}\n`,
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('asks for a wave when the contest has waves, finds waves and teams by name, and fills a team only so far', async () => {
    const { contest, headers, year } = await organisedContest({ team_contest: true, participants_per_team: 1 });
    const wave = await createWave(t.db, contest.id, { name: 'Matin' });
    const team = await createTeam(t.db, contest.id, { name: 'Les Arkoses' });
    const csv = [
      HEADER,
      `Lina,Durand,${year - 12}-03-04,f,lina@example.test,,,matin,les arkoses`,
      `Paul,Durand,${year - 13}-03-04,m,paul@example.test,,,,`,
      `Nina,Durand,${year - 14}-03-04,f,nina@example.test,,,Soir,Les Arkoses`,
      `Eva,Durand,${year - 11}-03-04,f,eva@example.test,,,Matin,Les Arkoses`,
    ].join('\n');
    const rows = (await preview(contest.id, headers, { csv })).json().rows;
    expect(rows[0]).toMatchObject({ status: 'matched', contest_wave_id: wave.id, team_name: team.name });
    expect(rows[1].errors).toEqual({ wave: ['required'] });
    expect(rows[2].errors).toEqual({ wave: ['not_included'] });
    expect(rows[3].errors).toEqual({ team: ['too_long'] });
  });
});

describe('POST contests/{id}/participant_imports.json', () => {
  it('refuses the whole file for one bad row left in, naming the row and rule, and writes nothing', async () => {
    const { contest, headers, year } = await organisedContest();
    const csv = [
      HEADER,
      `Lina,Durand,${year - 12}-03-04,f,lina@example.test,,,,`,
      `Paul,Durand,${year - 12}-03-04,m,not-an-email,,,,`,
    ].join('\r\n');
    const response = await runImport(contest.id, headers, { csv });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { csv: ['invalid'], 'rows.2.email': ['invalid'] } });
    expect(await participantsOf(contest.id)).toHaveLength(0);
    const [after] = await t.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(after?.next_bib_number).toBe(contest.next_bib_number);
  });

  it('imports the rows not skipped, registered whatever the capacity, with bibs and tokens e-mailed once', async () => {
    const { contest, headers, adults, year } = await organisedContest();
    const before = await t.app.appContext.cache.version(contestVersion(contest.id));
    const csv = [
      'prénom;nom;date de naissance;sexe;email;langue',
      `Lina;Durand;${year - 12}-03-04;F;lina.import@example.test;`,
      `Bad;Row;never;?;bad;`,
      `Paul;Durand;${year - 40}-07-14;H;paul.import@example.test;en`,
      `Anne;Durand;${year - 38}-07-14;femme;anne.import@example.test;fr`,
    ].join('\n');
    const response = await runImport(contest.id, headers, { csv, skip_rows: [2] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 3, skipped: 1 });
    expect(await t.app.appContext.cache.version(contestVersion(contest.id))).not.toBe(before);

    const rows = await participantsOf(contest.id);
    expect(rows.map((row) => [row.first_name, row.bib_number, row.state])).toEqual([
      ['Lina', 1, 'registered'],
      ['Paul', 2, 'registered'],
      // The adults' single place was taken: the organisers' import registers anyway.
      ['Anne', 3, 'registered'],
    ]);
    expect(rows.filter((row) => row.contest_category_id === adults.id)).toHaveLength(2);
    expect(rows[1]?.language).toBe('en');
    expect(new Set(rows.map((row) => row.token_digest)).size).toBe(3);

    await t.app.appContext.background.idle();
    const emails = await t.db.select().from(outboxEmails).where(like(outboxEmails.to_address, '%.import@example.test'));
    expect(emails).toHaveLength(3);
    const paul = emails.find((email) => email.to_address === 'paul.import@example.test');
    expect(paul?.subject).toContain('your registration');
    // The token e-mailed is the participant's: its digest is the one kept.
    const token = /code \(keep it to yourself\): (\S+)/.exec(paul?.text_body ?? '')?.[1] ?? '';
    expect(digestSecretToken(token)).toBe(rows[1]?.token_digest);
    const deliveries = await t.db
      .select()
      .from(bulkDeliveries)
      .where(
        and(
          eq(bulkDeliveries.job, 'contest_participant_import'),
          like(bulkDeliveries.period, `contest-${contest.id}-%`),
        ),
      );
    expect(deliveries.map((delivery) => delivery.state)).toEqual(['sent', 'sent', 'sent']);

    // Imported again: everyone is already in the contest.
    const again = await runImport(contest.id, headers, { csv, skip_rows: [2] });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({ csv: ['invalid'], 'rows.1.base': ['taken'] });
  });

  it('sends no e-mail when told not to, and refuses the same person twice in the file', async () => {
    const { contest, headers, year } = await organisedContest();
    const twice = [
      HEADER,
      `Lina,Durand,${year - 12}-03-04,f,lina.quiet@example.test,,,,`,
      `LINA,durand,04/03/${year - 12},f,lina.quiet@example.test,,,,`,
    ].join('\n');
    const refused = await runImport(contest.id, headers, { csv: twice, send_emails: false });
    expect(refused.json()).toEqual({ error: { csv: ['invalid'], 'rows.2.base': ['taken'] } });

    const response = await runImport(contest.id, headers, { csv: twice, skip_rows: [1], send_emails: false });
    expect(response.json()).toEqual({ imported: 1, skipped: 1 });
    await t.app.appContext.background.idle();
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, 'lina.quiet@example.test'));
    expect(emails).toHaveLength(0);
  });

  it('streams progress lines, then done, with Accept: application/x-ndjson', async () => {
    const { contest, headers, year } = await organisedContest();
    const rows = Array.from(
      { length: 260 },
      (_, index) => `Grimpeur${index},Démo,${year - 30}-01-01,m,demo${index}@example.test,,,,`,
    );
    const response = await runImport(
      contest.id,
      headers,
      { csv: [HEADER, ...rows].join('\n'), send_emails: false },
      { accept: 'application/x-ndjson' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { type: 'progress', done: 0, total: 260 },
      { type: 'progress', done: 250, total: 260 },
      { type: 'progress', done: 260, total: 260 },
      { type: 'done', imported: 260, skipped: 0 },
    ]);
    expect(await participantsOf(contest.id)).toHaveLength(260);
  });

  it('answers a bad row as a plain 422 even when progress is asked for', async () => {
    const { contest, headers } = await organisedContest();
    const response = await runImport(
      contest.id,
      headers,
      { csv: `${HEADER}\nLina,,2000-01-01,f,lina@example.test,,,,` },
      { accept: 'application/x-ndjson' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { csv: ['invalid'], 'rows.1.last_name': ['required'] } });
  });
});

describe("the imports' e-mails, resumed by the job", () => {
  const silentLog = { error: () => {} };
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  function importEmailsScheduler() {
    return createScheduler({
      database: t.database,
      jobs: [contestImportEmailsJob(t.app.appContext)],
      log: silentLog,
      intervalMs: 60_000,
    });
  }

  function resumedCsv(year: number, tag: string) {
    return [
      HEADER,
      `Lina,Reprise,${year - 12}-03-04,f,lina.${tag}@example.test,,,,`,
      `Paul,Reprise,${year - 40}-07-14,m,paul.${tag}@example.test,,,,`,
      `Anne,Reprise,${year - 38}-07-14,f,anne.${tag}@example.test,,,,`,
    ].join('\n');
  }

  function emailsOf(tag: string) {
    return t.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.to_address, `%.${tag}@example.test`));
  }

  function deliveriesOf(contestId: number) {
    return t.db
      .select()
      .from(bulkDeliveries)
      .where(
        and(
          eq(bulkDeliveries.job, 'contest_participant_import'),
          like(bulkDeliveries.period, `contest-${contestId}-%`),
        ),
      );
  }

  /** Each address got one e-mail, whose code opens its own participant's page. */
  async function expectOneWorkingCodeEach(contestId: number, tag: string) {
    const emails = await emailsOf(tag);
    const addresses = emails.map((email) => email.to_address).sort();
    expect(addresses).toEqual([`anne.${tag}@example.test`, `lina.${tag}@example.test`, `paul.${tag}@example.test`]);
    const rows = await participantsOf(contestId);
    for (const email of emails) {
      const token = /(?:keep it to yourself\):|gardez-le pour vous\) :) (\S+)/.exec(email.text_body ?? '')?.[1] ?? '';
      const mine = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contests/${contestId}/my_contest.json`,
        headers: t.keyHeaders,
        payload: { token },
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const owner = rows.find((row) => row.email === email.to_address);
      expect(mine.json().participant).toMatchObject({ id: owner?.id });
    }
  }

  it('sends what a process stopped before any e-mail left, once the send is idle, and only once', async () => {
    const { contest, headers, year } = await organisedContest();
    // The process stops right after the import commits: its background send never runs.
    const background = vi.spyOn(t.app.appContext.background, 'run').mockImplementation(() => {});
    let response: Awaited<ReturnType<typeof runImport>>;
    try {
      response = await runImport(contest.id, headers, { csv: resumedCsv(year, 'stopped') });
    } finally {
      background.mockRestore();
    }
    expect(response.statusCode, response.body).toBe(201);
    expect(await emailsOf('stopped')).toHaveLength(0);
    expect((await deliveriesOf(contest.id)).map((delivery) => [delivery.state, delivery.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);

    const scheduler = importEmailsScheduler();
    // Still fresh: a sender may be at work on it elsewhere.
    await scheduler.tick(new Date());
    expect(await emailsOf('stopped')).toHaveLength(0);

    await scheduler.tick(later(IMPORT_EMAILS_IDLE_MS / 60_000 + 1));
    expect((await deliveriesOf(contest.id)).map((delivery) => delivery.state)).toEqual(['sent', 'sent', 'sent']);
    await scheduler.tick(later(30));
    await expectOneWorkingCodeEach(contest.id, 'stopped');
  });

  it('resumes a send interrupted after its first e-mail, e-mailing no one twice', async () => {
    const { contest, headers, year } = await organisedContest();
    const mailer = t.app.appContext.mailer;
    const send = mailer.send.bind(mailer);
    let sent = 0;
    // The mail server goes away after the first e-mail.
    const failing = vi.spyOn(mailer, 'send').mockImplementation(async (message) => {
      if (sent >= 1) throw new Error('mail server away');
      sent += 1;
      await send(message);
    });
    try {
      const response = await runImport(contest.id, headers, { csv: resumedCsv(year, 'resumed') });
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      failing.mockRestore();
    }
    expect(await emailsOf('resumed')).toHaveLength(1);
    const states = (await deliveriesOf(contest.id)).map((delivery) => delivery.state).sort();
    expect(states).toEqual(['failed', 'failed', 'sent']);
    const [first] = await emailsOf('resumed');

    const scheduler = importEmailsScheduler();
    await scheduler.tick(later(IMPORT_EMAILS_IDLE_MS / 60_000 + 1));
    await scheduler.tick(later(30));
    const emails = await emailsOf('resumed');
    expect(emails).toHaveLength(3);
    // The first participant was not sent a second code.
    expect(emails.filter((email) => email.to_address === first?.to_address)).toHaveLength(1);
    expect((await deliveriesOf(contest.id)).map((delivery) => delivery.state)).toEqual(['sent', 'sent', 'sent']);
    await expectOneWorkingCodeEach(contest.id, 'resumed');
  });
});
