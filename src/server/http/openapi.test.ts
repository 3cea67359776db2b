// Every route under /api is in the OpenAPI document (decision 161), with the path parameters, query
// keys and body it declares. The route table is walked, so a route added later is covered without
// anyone listing it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../../test/support/server/app';
import { databaseTargets } from '../../../test/support/server/databases';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The chat's WebSocket: OpenAPI describes HTTP answers, so @fastify/websocket hides it from the document. */
const NOT_HTTP = new Set(['GET /api/chat/live']);

/** '/api/ads/:id/edit' is '/api/ads/{id}/edit' in OpenAPI. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const keysOf = (schema: unknown): string[] => {
  // A body that may be left out (contract.ts emptyIfMissing) wraps its object.
  let s = schema as z.ZodType;
  while (s instanceof z.ZodPrefault || s instanceof z.ZodPipe)
    s = s instanceof z.ZodPrefault ? (s.unwrap() as z.ZodType) : (s.in as z.ZodType);
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
};

describe('the OpenAPI document at /api/openapi.json', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let doc: Document;
  beforeAll(async () => {
    const pglite = databaseTargets().find((t) => t.name === 'pglite')!;
    const handle = await pglite.open();
    drop = handle.drop;
    app = await buildTestApp(handle.database, { devSignIn: true });
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const apiRoutes = () =>
    app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        r.url !== '/api/openapi.json' &&
        !NOT_HTTP.has(`${r.method} ${r.url}`),
    );

  it('is OpenAPI 3.1 and walks a real route table', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(apiRoutes().length).toBeGreaterThan(50);
  });

  it('has every /api route, with its path parameters, query keys and body', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: missing`);
        continue;
      }
      const named = (where: string) =>
        new Set((op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name));
      const inPath = named('path');
      for (const param of route.url.match(/:(\w+)/g) ?? [])
        if (!inPath.has(param.slice(1))) problems.push(`${name}: path parameter ${param} undocumented`);
      if (route.url.includes(':') && !route.schema.params) problems.push(`${name}: no params schema`);
      const inQuery = named('query');
      for (const key of keysOf(route.schema.querystring))
        if (!inQuery.has(key)) problems.push(`${name}: query key ${key} undocumented`);
      if (route.schema.body) {
        const documented = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {});
        const declared = keysOf(route.schema.body);
        if (!op.requestBody) problems.push(`${name}: body undocumented`);
        for (const key of declared)
          if (!documented.includes(key)) problems.push(`${name}: body field ${key} undocumented`);
      }
      for (const status of Object.keys((route.schema.response as object | undefined) ?? {}))
        if (!op.responses?.[status]) problems.push(`${name}: answer ${status} undocumented`);
    }
    expect(problems).toEqual([]);
  });

  // Every /api route answers JSON or nothing (204), or, a form's, 303 back to its page: the WebSocket is
  // left out above, photos are under /media and sign-in's redirects under /auth. @fastify/swagger writes a bodiless 'Default Response' 200 for a
  // route that declares no answer, so a 2xx only counts here when the route declared it and, unless it
  // is a 204, the document gives it a JSON schema.
  it('has the success answer of every /api route: its status and, but for a 204, its JSON schema', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      // A form posted without the app (decision 208) answers 303 back to its page, with no body.
      const success = route.config.form ? /^303$/ : /^2\d\d$/;
      const declared = Object.keys((route.schema.response as object | undefined) ?? {}).filter((s) =>
        success.test(s),
      );
      if (declared.length === 0) problems.push(`${name}: no success answer declared`);
      for (const status of declared) {
        const answer = op?.responses?.[status];
        if (!answer) problems.push(`${name}: answer ${status} undocumented`);
        else if (!['204', '303'].includes(status) && !answer.content?.['application/json']?.schema)
          problems.push(`${name}: answer ${status} has no JSON schema`);
        else if (['204', '303'].includes(status) && answer.content)
          problems.push(`${name}: answer ${status} has a body`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents a route that takes a body as taking one (the ads form), and declared answers', () => {
    const post = doc.paths['/api/ads']?.post;
    expect(post?.requestBody?.content['application/json']?.schema).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/push/key']?.get?.responses?.['200'])).toContain('publicKey');
    expect(JSON.stringify(doc.paths['/api/ads/{id}']?.get?.responses?.['200'])).toContain('priceAnomaly');
    expect(doc.paths['/api/ads']?.post?.responses?.['201']?.content?.['application/json']).toBeDefined();
    expect(doc.paths['/api/ads/{id}']?.delete?.responses?.['204']).toBeDefined();
  });

  it('answers as before where a response is declared: the serializer does not rewrite it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.json()).toEqual({ publicKey: null });
  });
});
