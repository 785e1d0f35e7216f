import { formResult, type FormValidation, type ValidationMessage } from '../messages/messages.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MIME_TYPES: readonly string[] = Object.freeze(['image/png', 'image/jpeg']);

/** What the rules need of a file (a browser File or a server multipart part both fit). */
export type UploadFile = { readonly name: string; readonly type?: string; readonly size: number };

/** PNG or JPG: by MIME type when given, else by extension (.png, .jpg, .jpeg). */
export function isAllowedImage(file: UploadFile): boolean {
  if (file.type !== undefined && file.type !== '') return UPLOAD_MIME_TYPES.includes(file.type.toLowerCase());
  return /\.(png|jpe?g)$/i.test(file.name);
}

/** One file: png/jpg and at most 5 MB (an empty or negative size is invalid). */
export function validateUploadFile(file: UploadFile): ValidationMessage | undefined {
  if (!isAllowedImage(file)) return { key: 'validation:upload_type' };
  if (!Number.isFinite(file.size) || file.size <= 0 || file.size > UPLOAD_MAX_BYTES)
    return { key: 'validation:upload_size', values: { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 } };
  return undefined;
}

/**
 * A set of images: each png/jpg and at most 5 MB, at most 3 in all. Errors are keyed by file index
 * ('0', '1', ...); the count rule is the summary.
 */
export function validateUploads(
  files: readonly UploadFile[],
  maxFiles = UPLOAD_MAX_FILES,
): FormValidation<string> {
  const errors: Record<string, ValidationMessage | undefined> = {};
  files.forEach((file, i) => {
    errors[String(i)] = validateUploadFile(file);
  });
  return formResult(
    errors,
    files.length > maxFiles ? { key: 'validation:upload_count', values: { max: maxFiles } } : undefined,
  );
}

/** Files that can still be added: how many more fit under the limit. */
export function remainingUploadSlots(current: number, maxFiles = UPLOAD_MAX_FILES): number {
  return Math.max(0, maxFiles - Math.max(0, Math.trunc(current)));
}
