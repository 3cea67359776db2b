// Create, edit, delete and My Ads. Filled in by issue 5.
import type { FastifyInstance } from 'fastify';

export async function writeRoutes(_app: FastifyInstance) {}
