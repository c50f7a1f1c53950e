/**
 * Content collections (Markdown under src/content): the method page, the FAQ and the legal pages.
 * Each file's frontmatter is checked at build time, so a page without its update date or a
 * question in an unknown FAQ section stops the build instead of shipping.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { FAQ_GROUPS } from './content/faq-groups';

/** Frontmatter of a long-text page; the file name is its route (`aviso-legal.md` → `/aviso-legal`). */
const page = z.object({
	/** Main heading and `<title>` (the layout appends the brand). */
	title: z.string().min(1),
	/** Meta description: search engines show about 155 characters. */
	description: z.string().min(50).max(160),
	/** Shown as "Última actualización"; a legal text must say when it last changed. */
	updated: z.coerce.date(),
	/** Optional introduction under the heading. */
	lead: z.string().min(1).optional(),
});

/** Pages with their own route file: `metodo-liceo` and the introduction of `preguntas-frecuentes`. */
const pages = defineCollection({
	loader: glob({ base: './src/content/pages', pattern: '*.md' }),
	schema: page,
});

/** Legal texts, one route each through `src/pages/[legal].astro`. */
const legal = defineCollection({
	loader: glob({ base: './src/content/legal', pattern: '*.md' }),
	schema: page,
});

/** One file per question; the Markdown body is the answer. */
const faq = defineCollection({
	loader: glob({ base: './src/content/faq', pattern: '*.md' }),
	schema: z.object({
		question: z.string().min(1),
		group: z.enum(FAQ_GROUPS),
		/** Position inside its group, smallest first. */
		order: z.number().int().nonnegative(),
	}),
});

export const collections = { pages, legal, faq };
