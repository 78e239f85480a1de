import { z } from 'zod';

/** One page of a list: items, total, page number, page count and page size (services/pagination.ts). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageCount: z.number().int(), pageSize: z.number().int() });

/** `{ items: [...] }`. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A delete's answer. */
export const deletedOutput = z.object({ deleted: z.literal(true), id: z.string() });

/** An answer with nothing to say. */
export const emptyOutput = z.object({});

/** A visitor's request was taken (also what a bot caught by the honeypot is told). */
export const receivedOutput = z.object({ received: z.literal(true) });
