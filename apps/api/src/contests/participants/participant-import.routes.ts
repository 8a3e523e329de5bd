import { CONTEST_PARTICIPANT_IMPORT_MAX_CHARS, type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { csvImportLimits, replyWithImportStream, wantsNdjson } from '../../lib/csv-import';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import { importContestParticipants, previewContestParticipantImport } from './participant-import.service';

type Guard = (endpoint: Endpoint) => (request: Pick<FastifyRequest, 'params'>) => Promise<void>;

/**
 * The participants' CSV import: preview, then all or nothing (its progress as NDJSON lines when asked). The role is
 * checked on the contest's gym before the body is read.
 */
export function importParticipantsRoute(context: AppContext, onContest: Guard): FastifyPluginAsyncZod {
  const { guards } = context;
  const importLimits = csvImportLimits(CONTEST_PARTICIPANT_IMPORT_MAX_CHARS);

  return async (app) => {
    registerEndpoint(app, endpoints.previewContestParticipantImport, {
      guards,
      preParsing: importLimits.preParsing,
      bodyLimit: importLimits.bodyLimit,
      preValidation: [onContest(endpoints.previewContestParticipantImport), importLimits.preValidation],
      handler: async (request) => previewContestParticipantImport(context, recordId(request.params), request.body),
    });

    registerEndpoint(app, endpoints.importContestParticipants, {
      guards,
      preParsing: importLimits.preParsing,
      bodyLimit: importLimits.bodyLimit,
      preValidation: [onContest(endpoints.importContestParticipants), importLimits.preValidation],
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      handler: async (request, reply) => {
        const contestId = recordId(request.params);
        if (!wantsNdjson(request)) {
          return reply.status(201).send(await importContestParticipants(context, contestId, request.body));
        }
        return replyWithImportStream(
          request,
          reply,
          (listener) => importContestParticipants(context, contestId, request.body, listener),
          () => 'The import failed: nothing was written',
        );
      },
    });
  };
}
