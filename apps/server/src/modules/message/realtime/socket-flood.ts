/*
 * Frames a client may send: a person chats at a few messages a second at most, and the web sends a
 * handful of frames per screen. Beyond the allowance the frames are dropped (the client is told once per
 * window); a client far beyond it is closed, so a flood costs the server little.
 */

/** The window over which frames are counted. */
export const FRAME_WINDOW_MS = 10_000;
/** Frames answered per window. */
export const FRAMES_PER_WINDOW = 40;
/** Frames in one window after which the socket is closed. */
export const FRAMES_BEFORE_CLOSE = 200;

export interface FrameAllowance {
  windowStart: number;
  count: number;
}

export type FrameVerdict = 'answer' | 'dropWithNotice' | 'drop' | 'close';

/** Counts one frame against the connection's allowance and says what to do with it. */
export function countFrame(allowance: FrameAllowance, now: number): FrameVerdict {
  if (now - allowance.windowStart >= FRAME_WINDOW_MS) {
    allowance.windowStart = now;
    allowance.count = 0;
  }
  allowance.count += 1;
  if (allowance.count <= FRAMES_PER_WINDOW) return 'answer';
  if (allowance.count === FRAMES_PER_WINDOW + 1) return 'dropWithNotice';
  return allowance.count > FRAMES_BEFORE_CLOSE ? 'close' : 'drop';
}
