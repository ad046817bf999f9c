import { z } from 'zod';
import { isoDateOf, postSlugPattern, publishedSlugOf } from './blog.ts';
import { multilineText, optionalText, text } from './forms.ts';

/**
 * An imported post as the admin publishes it (the importer's ImportedPost): checked
 * here, its markdown kept as written and made safe when it is shown.
 */
export const publishPostSchema = z.object({
  url: optionalText(2000),
  slug: text()
    .transform(publishedSlugOf)
    .pipe(z.string().max(200, 'Slug too long').regex(postSlugPattern, 'Slug must be lowercase words, digits and hyphens')),
  title: text().pipe(z.string().min(1, 'Title required').max(200, 'Title too long')),
  excerpt: multilineText()
    .pipe(z.string().max(500, 'Excerpt too long'))
    .transform((excerpt) => excerpt.replace(/\s+/g, ' ')),
  date: optionalText(20).refine((date) => date === undefined || isoDateOf(date) !== undefined, 'Date must be d/m/yyyy'),
  markdown: multilineText().pipe(z.string().min(1, 'Markdown required').max(200_000, 'Post too long')),
  html: z.string().max(400_000).optional(),
});

export type PublishPostInput = z.output<typeof publishPostSchema>;
