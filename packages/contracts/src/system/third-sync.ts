import { z } from 'zod';

/*
 * /api/system/SynThirdInfo: pushing the organizations and users to WeCom or DingTalk, and how far
 * that got. The original names the target in the path (1 WeCom, 2 DingTalk) and the direction in
 * `type` (0 system → service, 1 service → system; only 0 is offered here).
 */

export const THIRD_TYPE = { weCom: '1', dingTalk: '2' } as const;
export const SYNC_DATA_TYPE = { organize: '1', user: '2' } as const;

export const thirdSyncTotalParamsSchema = z.object({ type: z.enum(['1', '2']) });
export const thirdSyncQuerySchema = z.object({ type: z.enum(['0', '1']).optional() }).strict();

/** One data type's totals; the original client keys its rows on `synType` ('组织' / '用户'). */
export const thirdSyncTotalSchema = z.object({
  synType: z.enum(['组织', '用户']),
  /** 1 organizations, 2 users: the same row without the Chinese label. */
  dataType: z.enum(['1', '2']),
  /** Local records of the type. */
  recordTotal: z.number().int(),
  synSuccessCount: z.number().int(),
  synFailCount: z.number().int(),
  /** Local records no sync has reached yet. */
  unSynCount: z.number().int(),
  /** The last sync of the type, epoch ms; null before the first. */
  synDate: z.number().int().nullable(),
});

export const thirdSyncTotalListSchema = z.array(thirdSyncTotalSchema);

export type ThirdSyncTotal = z.infer<typeof thirdSyncTotalSchema>;
