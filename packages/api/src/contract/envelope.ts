import { z } from 'zod';

/**
 * The platform's response envelope (protocol-notes §1.3): `{ success, value, message?, errorCode? }`.
 * A missing `success` on an HTTP 2xx means true, on an error status false.
 */
export const envelopeSchema = z.looseObject({
  success: z.boolean().optional(),
  value: z.unknown().optional(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The envelope with a typed `value`, for the server's answers and tests. */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.looseObject({
    success: z.boolean(),
    value,
    message: z.string().nullish(),
    errorCode: z.string().nullish(),
  });
}

export type Ok<T> = { success: true; value: T; message?: string };
export type Fail = { success: false; value?: null; message: string; errorCode?: string };

export function ok<T>(value: T, message?: string): Ok<T> {
  return message === undefined ? { success: true, value } : { success: true, value, message };
}

export function fail(errorCode: string, message: string): Fail {
  return { success: false, value: null, message, errorCode };
}
