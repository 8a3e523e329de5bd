import type { Endpoint } from '@climb/contracts';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FastifyZodInstance, fastifyPath } from './endpoint-route';

/*
 * Answers kept in the shared cache are kept as the JSON text their route sends: made once, when they
 * are cached, by the contract's own encoding (`serializeAnswer`), then sent as they are on every hit
 * (`sendSerializedAnswers`), without encoding the same answer again per request.
 */

const SERIALIZED = Symbol('answer as JSON');

/** The answer as its route's serializer writes it: the contract's encoding, then JSON. */
export function serializeAnswer<Schema extends z.ZodType>(schema: Schema, answer: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, answer));
}

/** The answer, carrying the JSON text it is sent as (`serializeAnswer`'s, for this very answer). */
export function withSerialized<Answer extends object>(answer: Answer, json: string): Answer {
  Object.defineProperty(answer, SERIALIZED, { value: json, enumerable: false });
  return answer;
}

/** The JSON text an answer carries (`withSerialized`), if it carries one. */
export function serializedOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? (value as { [SERIALIZED]?: string })[SERIALIZED] : undefined;
}

/** Sends an answer's carried text as it is; anything else goes through the contract's serializer as usual. */
const sendingSerialized: FastifySerializerCompiler<unknown> = (definition) => {
  const serialize = (serializerCompiler as FastifySerializerCompiler<unknown>)(definition);
  return (data) => serializedOf(data) ?? serialize(data);
};

/** The routes of these endpoints registered from now on in `app` send the text their answers carry. */
export function sendSerializedAnswers(app: FastifyZodInstance, endpoints: readonly Endpoint[]): void {
  const routes = new Set(endpoints.map((endpoint) => `${endpoint.method} ${fastifyPath(endpoint.path)}`));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => routes.has(`${method} ${route.routePath}`))) {
      route.serializerCompiler = sendingSerialized;
    }
  });
}
