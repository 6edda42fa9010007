import { CHAT_IMAGE_MAX_BYTES, type ChatImageContent } from '@platform/contracts';
import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { uploadForm } from '../../modules/profile/profile/image-file.ts';
import { call } from '../../platform/http/call.ts';

/** Images only (SVG is a document that can carry script, not a picture the server accepts). */
export const CHAT_IMAGE_ACCEPT = 'image/*';

/** Checked before uploading, so the user learns at once; the server checks the content again. */
export function chatImageProblem(file: File): 'type' | 'size' | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'type';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The picture's size in pixels, decoded in the browser; 0 × 0 when it cannot be decoded. */
async function measureImage(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/**
 * Uploads a chat image (POST /file/Uploader/IM, with the session's token) and answers what the
 * SendMessage frame carries: the stored name and the picture's size. No name in the answer is a failure.
 */
export async function uploadChatImage(file: File): Promise<ChatImageContent> {
  const [uploaded, size] = await Promise.all([
    call(fileEndpoints.upload, { params: { type: 'IM' }, body: uploadForm(file) }),
    measureImage(file),
  ]);
  if (!uploaded.name) throw new Error('upload answered no name');
  return { name: uploaded.name, ...size };
}
