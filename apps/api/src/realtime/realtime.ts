import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

/** Attaches the live socket to the HTTP server of the app (spec §7 live channels). */
export async function registerRealtime(_app: FastifyInstance, _context: AppContext): Promise<void> {}
