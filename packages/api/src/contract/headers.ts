/** Header names of the wire protocol (protocol-notes §1.3). */
export const HEADERS = {
  /** Tenant selector; exactly one per request. */
  merchant: 'Merchant',
  /** The raw session token, no scheme. */
  authorization: 'Authorization',
  /** EN | TY | ... */
  language: 'Language',
  /** `web` */
  device: 'Device',
  /** The spec's "module identifier". */
  moduleId: 'ModuleId',
  /** Gateway version: 3 for our client. */
  gatewayVersion: 'X-Gateway-Version',
  /** Encryption handshake: the wrapped content key (see README "Encryption"). */
  encryption: 'Encryption',
  /** Which encryption scheme the body uses (`rsa-oaep-aes-gcm` by default). Ours. */
  encryptionScheme: 'X-Encryption-Scheme',
  /** Key id of the platform key used to wrap the content key. Ours. */
  encryptionKeyId: 'X-Encryption-Key-Id',
  /** Stable per-browser id (the original keeps it in localStorage.SHELL_deviceId); binds captcha and fraud checks. Ours as a header. */
  deviceId: 'X-Device-Id',
  /** One key per user intent of a money-moving call (sent again on its retry): the platform moves the money once. Ours. */
  idempotencyKey: 'Idempotency-Key',
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];

export const DEVICE_WEB = 'web';
export const GATEWAY_VERSION = '3';
