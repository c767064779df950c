/** Shapes shared by the FAQ and blog contracts. */
import { z } from '@hono/zod-openapi';

export const projectQuery = {
  project: z.string().min(1).max(64).openapi({ description: 'The project the caller works in' }),
};

export const searchQuery = {
  search: z.string().trim().max(200).optional().openapi({
    description:
      'Words to find (full-text, prefix matching, ranked); may hold filters such as `visibility:platform`, `type:parent-platform,project`, `in:title` / `in:question` (match titles or questions only)',
  }),
};

export const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name, in: 'path' } });

/** Rich text in: HTML, sanitised before it is stored. */
export const richText = (field: string, max: number) =>
  z
    .string()
    .max(max, `The ${field} may be at most ${max} characters.`)
    .refine((v) => v.replace(/<[^>]*>/g, '').trim().length > 0, `The ${field} is required.`);
