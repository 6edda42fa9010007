import { captchaKeySchema } from '@platform/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineRoute, publicAccess } from '../../../http/route.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { createCaptcha } from './captcha.service.ts';

/**
 * Our own generated SVG (no user content), so it may be shown inline; the headers still forbid
 * sniffing, scripts and caching.
 */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'no-store')
    .send(svg);
}

export const captchaRoutes = [
  defineRoute({
    method: 'GET',
    path: '/file/ImageCode/:random',
    access: publicAccess,
    summary: 'Captcha image (SVG) for a client random key; one use, 5 minutes',
    tags: ['oauth'],
    isRaw: true,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    schema: { params: z.object({ random: captchaKeySchema }) },
    handler: async ({ app, params, reply }) => {
      const { verificationCodeNumber } = await getSysConfig(app);
      return sendSvg(reply, await createCaptcha(app, params.random, verificationCodeNumber));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/file/ImageCode/:len/:timestamp',
    access: publicAccess,
    summary: 'Captcha image (SVG) of a given length (3-6) keyed by the timestamp',
    tags: ['oauth'],
    isRaw: true,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    schema: { params: z.object({ len: z.coerce.number().int().min(3).max(6), timestamp: captchaKeySchema }) },
    handler: async ({ app, params, reply }) =>
      sendSvg(reply, await createCaptcha(app, params.timestamp, params.len)),
  }),
];
