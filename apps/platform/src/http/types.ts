import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallName, Registry } from '@wl/api/contract';
import type { z } from 'zod';
import type { Platform, Tenant } from '../context.ts';
import type { SessionInfo } from '../areas/session/sessions.ts';

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

/**
 * The session a handler gets: the mount has refused every caller outside the call's audience (contract `audience`),
 * so a call for signed-in accounts always has one; a call for anyone has one when the caller sent a valid token and
 * the call reads it (auth 'optional').
 */
export type SessionFor<N extends CallName> = Registry[N]['audience'] extends 'anyone'
  ? SessionInfo | undefined
  : SessionInfo;

export type CallContext<N extends CallName> = {
  p: Platform;
  tenant: Tenant;
  input: z.output<Registry[N]['request']>;
  session: SessionFor<N>;
  meta: RequestMeta;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<N extends CallName> = (ctx: CallContext<N>) => Promise<unknown> | unknown;
export type HandlerMap = { [N in CallName]?: Handler<N> };
