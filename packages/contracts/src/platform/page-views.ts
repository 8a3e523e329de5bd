import { z } from 'zod';
import { LOCALES } from './locale';
import { text } from './validation';

export const createPageViewBody = z.strictObject({
  path: text().min(1).max(2048).startsWith('/').describe('Path of the page, without query string.'),
  referrer: text().max(2048).nullish().describe('Referring URL, when the browser gives one.'),
  language: z.enum(LOCALES).describe('Interface language of the visitor.'),
});
export type CreatePageViewBody = z.infer<typeof createPageViewBody>;
