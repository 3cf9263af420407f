import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/**
 * The JSON schema of an answer, as fast-json-stringify reads it: the zod schema's output side,
 * with `nullable: true` (OpenAPI 3.0's form) where a draft's `anyOf [X, null]` would make it try
 * each branch with a validator on every value.
 */
export function answerJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', reused: 'inline' });
}

/**
 * Every answer written by fast-json-stringify from its route's response schema, instead of parsed
 * again by zod and then written by JSON.stringify (docs/decisions.md, "Answers are written from
 * their JSON schema"): a list of 100 rows spent most of its time outside the database there.
 * fast-json-stringify writes only the schema's properties, as zod's parse kept only them.
 *
 * `checked` (the tests): the answer also goes through zod's serializer, so a wrong shape fails as
 * it did, and the two texts must be the same, so a value that fast-json-stringify would coerce
 * (a number as a string, a date, a property it would drop) fails the test that sent it.
 */
export function answerSerializerCompiler(checked: boolean): ZodSerializerCompiler {
  return (route) => {
    const json = fastJson(answerJsonSchema(route.schema) as fastJson.AnySchema);
    // As bytes: fastify sends a Buffer as it is and takes its length for Content-Length, where a
    // string is encoded twice (its byte length, then its bytes), which for the calendar's 200 kB
    // answer cost as much as writing it. Fastify's type says string; its reply takes either.
    const write = (data: unknown) => Buffer.from(json(data)) as unknown as string;
    if (!checked) return write;
    const reference = zodSerializerCompiler(route);
    return (data) => {
      const expected = reference(data);
      const written = json(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the answer written from its JSON schema differs from zod's\n` +
            `  zod:    ${expected.slice(0, 2000)}\n  schema: ${written.slice(0, 2000)}`,
        );
      }
      return Buffer.from(written) as unknown as string;
    };
  };
}
