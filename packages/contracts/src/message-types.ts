/** 1 system, 2 flow, 3 notice, 4 schedule. Zod-free for the web's first screen. */
export const MESSAGE_TYPES = [1, 2, 3, 4] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
