import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../actor.js';
import { type ChatModel, chatModelOf } from '../../llm/chat.js';
import { actorOf } from '../../plugins/auth.js';
import { testConfig } from '../../test/config.js';
import { type FakeLlmRequest, useFakeLlm } from '../../test/fake-llm.js';
import { buildMember, type Person, useTestApp } from '../../test/harness.js';
import { DATA_FUNCTIONS } from './data.js';
import { answerQuestion } from './engine.js';
import { answerWithModel, MODEL_FALLBACK_LINE, type ModelContext } from './model.js';

const { fake, env } = useFakeLlm();
let seen: Actor | undefined;
const t = useTestApp({
  world: true,
  env,
  extend: (app) => {
    app.get('/api/v1/test/actor', { config: { permission: 'signed-in' } }, async (request) => {
      seen = actorOf(request);
      return { ok: true };
    });
  },
});

/** The actor of a signed-in person, as a request of theirs carries it. */
async function actorOfPerson(person: Person): Promise<Actor> {
  seen = undefined;
  await t.call('GET', '/test/actor', person.token);
  if (!seen) throw new Error('no actor');
  return seen;
}

const NOW = new Date();
const context: ModelContext = { now: NOW, history: [] };
/** The member records of the test world: none of their names or phones may reach the model. */
const records: { fullName: string; phoneNumber: string | null; identity: string | null }[] = [];
let model: ChatModel;
let chair: Actor;

beforeAll(async () => {
  const [mine, second] = t.world.grassroots;
  const people = [
    { organizationId: mine.id, gender: 'nu', fullName: 'Nguyễn Thị Hoa Mẫu', phoneNumber: '0912000001' },
    { organizationId: mine.id, gender: 'nu', fullName: 'Trần Thị Lan Mẫu', phoneNumber: '0912000002' },
    { organizationId: second.id, gender: 'nu', fullName: 'Lê Thị Mai Mẫu', phoneNumber: '0912000003' },
    { organizationId: mine.id, gender: 'nam', fullName: 'Phạm Văn Hùng Mẫu', phoneNumber: '0912000004' },
    { organizationId: second.id, gender: 'nam', fullName: 'Đỗ Văn Nam Mẫu', phoneNumber: '0912000005' },
    {
      organizationId: t.world.elsewhere.id,
      gender: 'nu',
      fullName: 'Vũ Thị Xa Mẫu',
      phoneNumber: '0912000006',
    },
  ] as const;
  for (const [i, p] of people.entries()) {
    const row = await buildMember(t.ctx, { ...p, identity: `0010990000${i + 10}` });
    records.push({ fullName: row.fullName, phoneNumber: row.phoneNumber, identity: row.identity });
  }
  model = chatModelOf(t.ctx.config)!;
  chair = await actorOfPerson(t.world.wardUnionChair);
});

beforeEach(() => fake.reset());
afterEach(() => vi.restoreAllMocks());

/** The members count's data function, watched from now on (the built-in engine runs it too). */
function watchMembersCount() {
  const run = vi.spyOn(DATA_FUNCTIONS['members.count'], 'run');
  run.mockClear();
  return run;
}

/** A question the built-in engine answers without any data function. */
const GREETING = 'bạn làm được gì';

/** Asks as the ward union's chair, gathering the streamed text. */
async function ask(question: string, withModel = model, actor = chair) {
  const deltas: string[] = [];
  const answer = await answerWithModel(t.ctx.database.db, actor, question, context, withModel, (d) =>
    deltas.push(d),
  );
  return { answer, deltas };
}

type WireMessage = { role: string; content: string | null; tool_call_id?: string };
const messagesOf = (request: FakeLlmRequest) => request.body.messages as WireMessage[];
const toolMessages = (request: FakeLlmRequest) => messagesOf(request).filter((m) => m.role === 'tool');

describe('answering with the model', () => {
  it('streams the model’s text in order and keeps the built-in answer’s link, with source model', async () => {
    const builtIn = await answerQuestion(t.ctx.database.db, chair, 'có bao nhiêu đoàn viên nữ', context);
    fake.script({ content: ['Công đoàn ', 'của bạn có ', '3 đoàn viên nữ', '.'] });
    const { answer, deltas } = await ask('có bao nhiêu đoàn viên nữ');
    expect(deltas).toEqual(['Công đoàn ', 'của bạn có ', '3 đoàn viên nữ', '.']);
    expect(answer).toMatchObject({
      intent: 'members.count',
      text: 'Công đoàn của bạn có 3 đoàn viên nữ.',
      source: 'model',
      refused: false,
      link: builtIn.link,
    });
    // The model was given the built-in figures, the question and the data functions as tools.
    const [request] = fake.requests;
    expect(messagesOf(request!)[0]!.content).toContain('tiếng Việt');
    expect(messagesOf(request!)[1]!.content).toContain(builtIn.text);
    expect(messagesOf(request!).at(-1)).toEqual({ role: 'user', content: 'có bao nhiêu đoàn viên nữ' });
    const tools = request!.body.tools as { function: { name: string; parameters: { properties: object } } }[];
    expect(tools.map((tool) => tool.function.name)).toContain('members_count');
    expect(Object.keys(tools[0]!.function.parameters.properties).sort()).toEqual(
      ['from', 'gender', 'organizationName', 'to', 'wardName', 'zoneName'].sort(),
    );
  });

  it('gives the model the retrieved passages with their sources, and keeps the articles it cites', async () => {
    const builtIn = await answerQuestion(t.ctx.database.db, chair, 'đoàn phí đóng bao nhiêu', context);
    expect(builtIn.source).toBe('knowledge');
    // The fake cites the last passage it was given, by its number.
    fake.responder = (request) => {
      const passages = [...messagesOf(request)[1]!.content!.matchAll(/\[Bài (\d+)\]/g)].map((m) => m[1]);
      return { content: ['Đoàn phí là 0,5% tiền lương đóng bảo hiểm xã hội ', `[Bài ${passages.at(-1)}].`] };
    };
    const { answer } = await ask('đoàn phí đóng bao nhiêu');
    const given = messagesOf(fake.requests[0]!)[1]!.content!;
    expect(given).toContain(`[Bài ${builtIn.articles[0]!.id}]`);
    expect(given).toContain('0,5%');
    expect(given).toContain('61/QĐ-TLĐ');
    const cited = Number(/\[Bài (\d+)\]/.exec(answer.text)![1]);
    expect(answer).toMatchObject({ intent: 'knowledge', source: 'model', refused: false });
    expect(answer.articles.map((a) => a.id)).toEqual([...new Set([builtIn.articles[0]!.id, cited])]);
    expect(answer.articles.every((a) => a.source.length > 0)).toBe(true);
  });

  it('gives the model the last six messages of the conversation, between the figures and the question', async () => {
    const history = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `tin nhắn ${i}`,
    }));
    const deltas: string[] = [];
    await answerWithModel(t.ctx.database.db, chair, GREETING, { ...context, history }, model, (d) =>
      deltas.push(d),
    );
    const sent = messagesOf(fake.requests[0]!);
    expect(sent.slice(2)).toEqual([...history.slice(2), { role: 'user', content: GREETING }]);
    expect(deltas.join('')).toBe('Xin chào.');
  });

  it('runs a data function the model calls with valid arguments, and answers from its result', async () => {
    const run = watchMembersCount();
    fake.script({ toolCalls: [{ id: 'call_1', name: 'members_count', arguments: '{"gender":"nu"}' }] });
    // The fake reads the tool's result it was sent and answers from it.
    fake.responder = (request) => {
      const [result] = toolMessages(request);
      const figures = JSON.parse(result!.content!) as { figures?: string };
      return { content: [`Theo số liệu: ${figures.figures}`] };
    };
    const { answer } = await ask(GREETING);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![2]).toEqual({ gender: 'nu' });
    const [, second] = fake.requests;
    expect(toolMessages(second!)).toHaveLength(1);
    expect(toolMessages(second!)[0]!.tool_call_id).toBe('call_1');
    expect(toolMessages(second!)[0]!.content).toContain('3');
    expect(answer.text).toContain('Theo số liệu:');
    expect(answer.text).toContain('3 đoàn viên nữ');
    expect(answer).toMatchObject({ intent: 'members.count', source: 'model', slots: { gender: 'nu' } });
    expect(answer.link?.href).toContain('gender=nu');
  });

  it('runs a period the model gives as the engine would say it', async () => {
    fake.script(
      { toolCalls: [{ name: 'members_joined', arguments: '{"from":"2025-03-01","to":"2025-06-30"}' }] },
      { content: ['Đã có số liệu.'] },
    );
    const { answer } = await ask(GREETING);
    const [result] = toolMessages(fake.requests[1]!);
    expect((JSON.parse(result!.content!) as { figures: string }).figures).toContain(
      'từ 01/03/2025 đến 30/06/2025',
    );
    expect(answer).toMatchObject({
      intent: 'members.joined',
      slots: { from: '2025-03-01', to: '2025-06-30', periodLabel: 'từ 01/03/2025 đến 30/06/2025' },
    });
  });

  it('answers an invalid or unknown tool call with an error to the model and runs nothing', async () => {
    const run = watchMembersCount();
    fake.script(
      {
        toolCalls: [
          { id: 'bad_gender', name: 'members_count', arguments: '{"gender":"x"}' },
          { id: 'extra', name: 'members_count', arguments: '{"organizationId":1}' },
          { id: 'not_json', name: 'members_count', arguments: '{gender:' },
          { id: 'no_such', name: 'members_delete', arguments: '{}' },
          { id: 'half_period', name: 'members_count', arguments: '{"from":"2025-01-01"}' },
          { id: 'backwards', name: 'members_count', arguments: '{"from":"2025-06-30","to":"2025-03-01"}' },
        ],
      },
      { content: ['Mình không tính được số liệu này.'] },
    );
    const { answer } = await ask(GREETING);
    expect(run).not.toHaveBeenCalled();
    const results = toolMessages(fake.requests[1]!);
    expect(results.map((m) => m.tool_call_id)).toEqual([
      'bad_gender',
      'extra',
      'not_json',
      'no_such',
      'half_period',
      'backwards',
    ]);
    const errors = results.map((m) => (JSON.parse(m.content!) as { error: string }).error);
    expect(errors[0]).toBe(
      'Tham số không hợp lệ (gender: giới tính là "nam" hoặc "nu"); hàm không được chạy.',
    );
    expect(errors[1]).toBe('Tham số không hợp lệ (không có tham số organizationId); hàm không được chạy.');
    expect(errors[2]).toBe('Tham số không phải JSON hợp lệ.');
    expect(errors[3]).toBe('Không có hàm dữ liệu "members_delete".');
    expect(errors[4]).toBe('Tham số không hợp lệ (to: cần cả ngày đầu và ngày cuối); hàm không được chạy.');
    expect(errors[5]).toBe('Tham số không hợp lệ (to: ngày cuối trước ngày đầu); hàm không được chạy.');
    expect(answer).toMatchObject({ text: 'Mình không tính được số liệu này.', source: 'model' });
  });

  it('resolves the names a tool call gives as a question’s: another union’s figures are refused', async () => {
    const run = watchMembersCount();
    fake.script(
      {
        toolCalls: [
          {
            id: 'mine',
            name: 'members_count',
            arguments: JSON.stringify({ organizationName: t.world.wardUnion.name }),
          },
          {
            id: 'other',
            name: 'members_count',
            arguments: JSON.stringify({ organizationName: t.world.otherWardUnion.name }),
          },
          {
            id: 'none',
            name: 'members_count',
            arguments: '{"organizationName":"Công đoàn Không Tồn Tại Xyz"}',
          },
        ],
      },
      { content: ['Mình chỉ xem được số liệu trong phạm vi của bạn.'] },
    );
    const { answer } = await ask(GREETING);
    // The names found ran as ids (the other union's refused inside its data function); the unknown one did not run.
    expect(run.mock.calls.map((c) => c[2].organizationId)).toEqual([
      t.world.wardUnion.id,
      t.world.otherWardUnion.id,
    ]);
    const results = toolMessages(fake.requests[1]!).map(
      (m) => JSON.parse(m.content!) as Record<string, string>,
    );
    expect(results[0]!.figures).toContain(t.world.wardUnion.name);
    expect(results[1]!.refused).toMatch(/^Bạn không có quyền xem số liệu của đơn vị này\./);
    expect(results[1]!.refused).not.toMatch(/\d/);
    expect(results[2]!.error).toBe(
      'Không tìm thấy công đoàn có tên «Công đoàn Không Tồn Tại Xyz». Hàm không được chạy.',
    );
    expect(answer).toMatchObject({ refused: true, source: 'model', link: null });
  });

  it('offers tools for three rounds at most, then asks for the text without them', async () => {
    fake.responder = (_request, n) => ({
      toolCalls: [{ id: `round_${n}`, name: 'members_count', arguments: '{}' }],
    });
    const { answer } = await ask('có bao nhiêu đoàn viên');
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests.slice(0, 3).every((r) => Array.isArray(r.body.tools))).toBe(true);
    expect(fake.requests[3]!.body).not.toHaveProperty('tools');
    // The model still gave no text: the built-in answer, said so.
    expect(answer.text.startsWith(`${MODEL_FALLBACK_LINE}\n`)).toBe(true);
  });

  it('sends the model no member record: no name, phone or identity number of the world', async () => {
    fake.script({ toolCalls: [{ name: 'members_count', arguments: '{"gender":"nam"}' }] });
    const questions = [
      'có bao nhiêu đoàn viên',
      'tỷ lệ đoàn viên nữ',
      'có bao nhiêu công đoàn cơ sở',
      'đơn vị nào chưa báo cáo',
      'đoàn phí đóng bao nhiêu',
    ];
    for (const question of questions) await ask(question);
    expect(fake.requests.length).toBeGreaterThan(questions.length);
    const sent = fake.requests.map((r) => r.raw).join('\n');
    for (const record of records) {
      expect(sent).not.toContain(record.fullName);
      expect(sent).not.toContain(JSON.stringify(record.fullName).slice(1, -1));
      expect(sent).not.toContain(record.phoneNumber!);
      expect(sent).not.toContain(record.identity!);
    }
  });

  it('answers a refusal of the built-in engine as it is, without asking the model', async () => {
    const { answer } = await ask(`${t.world.otherWardUnion.name} có bao nhiêu đoàn viên`);
    expect(answer.refused).toBe(true);
    expect(answer.text).toMatch(/^Bạn không có quyền xem số liệu của đơn vị này\./);
    expect(fake.requests).toEqual([]);
  });

  it('gives the built-in answer after one line saying so when the model fails with a 500', async () => {
    const builtIn = await answerQuestion(t.ctx.database.db, chair, 'có bao nhiêu đoàn viên nữ', context);
    fake.script({ status: 500 });
    const { answer, deltas } = await ask('có bao nhiêu đoàn viên nữ');
    expect(fake.requests).toHaveLength(1);
    expect(answer).toEqual({ ...builtIn, text: `${MODEL_FALLBACK_LINE}\n${builtIn.text}` });
    expect(answer.source).not.toBe('model');
    expect(deltas.join('')).toBe(answer.text);
  });

  it('gives the built-in answer when the model does not answer in time', async () => {
    const slow = chatModelOf(testConfig({ ...env, ASSISTANT_LLM_TIMEOUT_MS: '1000' }))!;
    fake.script({ hang: true });
    const { answer } = await ask('có bao nhiêu đoàn viên nữ', slow);
    expect(answer.text.startsWith(`${MODEL_FALLBACK_LINE}\n`)).toBe(true);
    expect(answer.intent).toBe('members.count');
  });
});
