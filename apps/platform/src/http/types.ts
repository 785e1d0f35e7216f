import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallName, Registry } from '@wl/api/contract';
import type { z } from 'zod';
import type { Platform, Tenant } from '../context.ts';
import type { SessionInfo } from '../services/sessions.ts';

export type RequestMeta = {
  ip: string;
  deviceId: string | undefined;
  /** What a captcha is bound to: the device id, else the IP. */
  binding: string;
  language: string;
  /** Origin of this server as the caller reached it (for absolute URLs such as game launches). */
  origin: string;
  /**
   * The caller's page is on another origin than the one this request came in on (a browser's Sec-Fetch-Site
   * `cross-site` / `same-site`, or without it an Origin header naming another origin). Relative URLs in an answer
   * (image and launch CDNs) only work for same-origin callers, whose site passes /platform-assets on to us.
   */
  crossOrigin: boolean;
  idempotencyKey: string | undefined;
};

export type CallContext<N extends CallName> = {
  p: Platform;
  tenant: Tenant;
  input: z.output<Registry[N]['request']>;
  session: SessionInfo | undefined;
  meta: RequestMeta;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<N extends CallName> = (ctx: CallContext<N>) => Promise<unknown> | unknown;
export type HandlerMap = { [N in CallName]?: Handler<N> };

/** The session of a call that requires one (the mount guarantees it for auth 'token'). */
export function sessionOf(ctx: { session: SessionInfo | undefined }): SessionInfo {
  if (!ctx.session) throw new Error('session missing on a token call');
  return ctx.session;
}
