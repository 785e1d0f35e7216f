/**
 * Payload-encryption adapters. A call flagged `encrypted` has its JSON payload turned into an encrypted
 * body plus handshake headers by the client's adapter, and back into the payload by the server's.
 * TLS is the real protection; this layer exists because the platform's protocol has it.
 */
export type HeaderBag = Record<string, string>;

export type EncryptContext = {
  /** Registry name of the call, bound into the ciphertext so a payload cannot be replayed on another call. */
  callName: string;
};

export type EncryptedRequest = {
  /** The JSON body to send instead of the payload. */
  body: unknown;
  /** Handshake headers to add to the request. */
  headers: HeaderBag;
};

export type EncryptionAdapter = {
  /** Scheme id, sent in X-Encryption-Scheme. */
  readonly scheme: string;
  encrypt(payload: unknown, context: EncryptContext): Promise<EncryptedRequest>;
};

/** Reads a request header case-insensitively. */
export type HeaderReader = (name: string) => string | undefined;

export type DecryptionAdapter = {
  readonly scheme: string;
  decrypt(body: unknown, header: HeaderReader, context: EncryptContext): Promise<unknown>;
};

export class DecryptionError extends Error {
  override readonly name = 'DecryptionError';
}
