import { z } from 'zod';
import { LOCALES } from './locale';

export const createPageViewBody = z.object({
  path: z.string().min(1).max(2048).startsWith('/').describe('Path of the page, without query string.'),
  referrer: z.string().max(2048).nullish().describe('Referring URL, when the browser gives one.'),
  language: z.enum(LOCALES).describe('Interface language of the visitor.'),
});
export type CreatePageViewBody = z.infer<typeof createPageViewBody>;
