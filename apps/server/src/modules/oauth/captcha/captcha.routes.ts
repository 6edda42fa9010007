import { captchaEndpoints } from '@platform/contracts';
import type { FastifyReply } from 'fastify';
import { publicAccess, route } from '../../../http/route.ts';
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
  route(captchaEndpoints.image, {
    access: publicAccess,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ app, params, reply }) => {
      const { verificationCodeNumber } = await getSysConfig(app);
      return sendSvg(reply, await createCaptcha(app, params.random, verificationCodeNumber));
    },
  }),
  route(captchaEndpoints.imageOfLength, {
    access: publicAccess,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ app, params, reply }) =>
      sendSvg(reply, await createCaptcha(app, params.timestamp, params.len)),
  }),
  // The original login form (jnpf-web 3.4.7) asks here, with the length of getConfig's verificationCodeNumber.
  route(captchaEndpoints.loginImage, {
    access: publicAccess,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ app, params, reply }) =>
      sendSvg(reply, await createCaptcha(app, params.timestamp, params.len)),
  }),
];
