import { z } from 'zod';

/*
 * Pieces of the original JNPF client's (jnpf-web 3.4.7) create and edit bodies shared by the
 * organization, position and role schemas (docs/wire/original-client-shapes.md). Its forms send
 * `id: ''` on create, PUT back the whole GET answer on edit, and pick organizations with ComSelect,
 * whose value is an id path from the top (['c1', 'd1']), or a list of such paths when multiple.
 */

/** One ComSelect value: ids from the top down to the chosen organization ('-1' alone = 顶级节点). */
export const idPathSchema = z.array(z.string().min(1).max(64)).max(50);

/** The chosen organization of a path: its last id (undefined for an empty path). */
export const lastIdOf = (path: readonly string[] | undefined): string | undefined => path?.at(-1);

/** The chosen organizations of several paths, each once, in order. */
export const lastIdsOf = (paths: readonly (readonly string[])[]): string[] => [
  ...new Set(paths.map((path) => path.at(-1)).filter((id): id is string => id !== undefined)),
];

/** `id` of the original's forms: '' on create, the record's id on edit (the path carries it). Ignored. */
export const echoedId = z.string().max(64).nullish();

/** An epoch-ms field of the GET answer the edit form sends back (creatorTime). Ignored. */
export const echoedTime = z.number().nullish();

/** A text field of the GET answer the edit form sends back (names, paths). Ignored. */
export const echoedText = z.string().max(2000).nullish();

/**
 * One group of getListByOrgIds (the original's shape): an organization (or 全局) with its enabled
 * options; the original's user form shows the groups with children as option groups.
 */
export const optionGroupOf = <T extends z.ZodType>(option: T) =>
  z.object({ id: z.string(), fullName: z.string(), hasChildren: z.boolean(), children: z.array(option) });
