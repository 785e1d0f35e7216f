/** The sandbox payment provider's callback route (areas/cashier/provider.ts has its rules). */
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../context.ts';
import {
  CALLBACK_PATH,
  NONCE_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  handleCallback,
} from '../areas/cashier/provider.ts';
import { send } from './mount.ts';

/** The callback endpoint: the raw body (the signature covers its bytes), the envelope in answer. */
export function mountSandboxProvider(app: FastifyInstance, p: Platform): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(CALLBACK_PATH, async (req, reply) => {
      const h = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const value = await handleCallback(p, typeof req.body === 'string' ? req.body : '', {
        signature: h(SIGNATURE_HEADER),
        timestamp: h(TIMESTAMP_HEADER),
        nonce: h(NONCE_HEADER),
      });
      return send(reply, 200, { success: true, value, message: null, errorCode: null });
    });
  });
}
