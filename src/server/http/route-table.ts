// Every route the app serves, with its config, as registered. Rules that hold for whole classes of
// routes (the ban guard, decision 141) are checked against this list, so a new route cannot slip past.
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

interface RouteEntry {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** What the route declared (zod schemas, contract.ts); checked against the OpenAPI document. */
  schema: FastifySchema;
  /** A WebSocket route (@fastify/websocket). */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Call first, before any route is registered: the onRoute hook sees only routes added after it. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      table.push({
        method: method.toUpperCase(),
        url: route.url,
        config: route.config ?? {},
        schema: route.schema ?? {},
        websocket: route.websocket === true,
      });
  });
  app.decorate('routeTable', table);
}
