import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './serializer.js';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  kind: z.enum(['a', 'b']),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  owner: z.object({ id: z.number() }).nullable(),
});

/** An app whose one route answers `answer` under the response schema `{ data: item }`. */
async function appAnswering(answer: unknown, checked: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(checked));
  app.get('/x', { schema: { response: { 200: z.object({ data: item }) } } }, async () => answer as never);
  await app.ready();
  return app;
}

const good = {
  id: 7,
  name: 'Công đoàn "Cơ sở"\n',
  note: null,
  kind: 'b',
  tags: ['x', 'y'],
  extra: { 'Mã số': 'A-1', count: 3, empty: null },
  owner: { id: 2 },
};

describe('answers written from their JSON schema', () => {
  it('writes what zod wrote, nulls, records and escapes included', async () => {
    for (const checked of [false, true]) {
      const app = await appAnswering({ data: good }, checked);
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: good });
      await app.close();
    }
  });

  it('leaves out what the schema does not name, as zod did (a hash never leaks)', async () => {
    const app = await appAnswering(
      { data: { ...good, passwordHash: 'secret', owner: { id: 2, x: 1 } } },
      false,
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.json()).toEqual({ data: good });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('in the tests, fails an answer of the wrong shape that the schema writer would coerce', async () => {
    // Unchecked, fast-json-stringify would write the string id as a number.
    const app = await appAnswering({ data: { ...good, id: '7' } }, true);
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
