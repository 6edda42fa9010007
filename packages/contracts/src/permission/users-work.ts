import { z } from 'zod';

/* A user's work (what they manage and hold) and its handover to another user. */

/** GET /getWorkByUser?fromId=: what a work handover would move. */
export const workByUserQuerySchema = z.object({ fromId: z.string().min(1).max(64) });

const namedItem = z.object({ id: z.string(), fullName: z.string() });
export const userWorkSchema = z.object({
  /** Organizations whose manager (负责人) is the user. */
  organizations: z.array(namedItem),
  /** Organizations the user administers through grade management (分级管理). */
  delegations: z.array(namedItem),
  positions: z.array(namedItem),
  roles: z.array(namedItem),
  groups: z.array(namedItem),
  /** Users whose direct manager is the user. */
  subordinates: z.array(z.object({ id: z.string(), account: z.string(), realName: z.string() })),
});
export type UserWork = z.infer<typeof userWorkSchema>;

/** POST /workHandover: everything of fromId (see UserWork) goes to toId. */
export const workHandoverBodySchema = z.object({
  fromId: z.string().min(1).max(64),
  toId: z.string().min(1).max(64),
});
export type WorkHandoverBody = z.infer<typeof workHandoverBodySchema>;
export const workHandoverResultSchema = z.object({
  organizations: z.number().int(),
  delegations: z.number().int(),
  positions: z.number().int(),
  roles: z.number().int(),
  groups: z.number().int(),
  subordinates: z.number().int(),
});
export type WorkHandoverResult = z.infer<typeof workHandoverResultSchema>;
