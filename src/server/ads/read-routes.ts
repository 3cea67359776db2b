// Listing, home rows, search, suggestions, detail and contact reveal. Filled in by issue 4.
import type { FastifyInstance } from 'fastify';

export async function readRoutes(_app: FastifyInstance) {}
