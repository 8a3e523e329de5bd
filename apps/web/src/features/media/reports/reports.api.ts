import type { Report, ReportableType, ReportInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** What a report names, in the words of its page: its kind, its record's name, a short extract and its page. */
export interface ReportedThing {
  type: ReportableType;
  id: number;
  /** The record it is about (a comment's, a photo's, a video's, a link's). */
  recordName: string;
  /** A link's name, a comment's first words; null for a photo or a video. */
  excerpt: string | null;
  /** Who wrote or shared it (null once their account is deleted). */
  author: string | null;
  /** Where it is seen, to go back to. */
  path: string;
}

const EXCERPT_LENGTH = 140;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** Reads the reported comment, photo, video or link: a 404 is the report page's 404. */
async function fetchReported(type: ReportableType, id: number, signal: AbortSignal): Promise<ReportedThing> {
  const params = { id };
  switch (type) {
    case 'comments': {
      const comment = await callEndpoint(endpoint.getComment, { params, signal });
      return {
        type,
        id,
        recordName: comment.target.name,
        excerpt: excerptOf(comment.body),
        author: comment.user?.name ?? null,
        path: `/comments/${id}`,
      };
    }
    case 'photos': {
      const photo = await callEndpoint(endpoint.getPhoto, { params, signal });
      return {
        type,
        id,
        recordName: photo.target.name,
        excerpt: null,
        author: photo.user?.name ?? null,
        path: `/photos/${id}`,
      };
    }
    case 'videos': {
      const video = await callEndpoint(endpoint.getVideo, { params, signal });
      return {
        type,
        id,
        recordName: video.target.name,
        excerpt: null,
        author: video.user?.name ?? null,
        path: `/videos/${id}`,
      };
    }
    case 'links': {
      const link = await callEndpoint(endpoint.getLink, { params, signal });
      return {
        type,
        id,
        recordName: link.target.name,
        excerpt: `${link.name} (${link.host})`,
        author: link.user?.name ?? null,
        path: link.target.path,
      };
    }
  }
}

export function reportedQuery(type: ReportableType, id: number) {
  return queryOptions({
    queryKey: ['media', 'reported', type, id] as const,
    queryFn: ({ signal }) => fetchReported(type, id, signal),
  });
}

export function useReported(type: ReportableType, id: number) {
  return useQuery(reportedQuery(type, id));
}

/** `POST reports.json`: the climber's report of the record, new or changed (one per climber and record). */
export const createReport = (body: ReportInput): Promise<Report> => callEndpoint(endpoint.createReport, { body });
