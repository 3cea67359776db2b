// Settings and account endpoints. Filled in by the sign-in work (issue 3).
import type { FastifyInstance } from 'fastify';

export async function usersRoutes(_app: FastifyInstance) {}
