/** What the server accepts for avatars and signatures (file module policy): raster images up to 2 MB. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const MAX_IMAGE_MB = 2;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

/** Checked before uploading so the user learns at once; the server re-checks by content. */
export function imageFileProblem(file: File): 'type' | 'size' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The multipart body of an upload (POST /file/Uploader/{type}): the file under the name `file`. */
export function uploadForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}
