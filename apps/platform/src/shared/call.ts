/**
 * What a handler and the service it calls get for one call of the contract: the platform, the tenant, the parsed input,
 * the session the call's audience guarantees and the request's meta. Nothing of HTTP: the mount (http/) builds it.
 */
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

export type CallArgs<N extends CallName> = {
  p: Platform;
  tenant: Tenant;
  input: z.output<Registry[N]['request']>;
  session: SessionFor<N>;
  meta: RequestMeta;
};

/**
 * The fields a schema names, without the index signature of a loose object: the real platform may send more than the
 * contract names (so the sites' schemas are loose), but ours answers only what the contract declares.
 */
type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends Date | ((...args: never[]) => unknown)
    ? T
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> }
      : T;

/**
 * What a call answers: the value its response schema accepts (the mount parses it before it is sent), with only the
 * fields the schema names, so a handler or service that answers a field the contract lacks fails the typecheck.
 */
export type CallResult<N extends CallName> = Known<z.input<Registry[N]['response']>>;

/** What a service function that answers a call returns: its result, or a promise of it. */
export type Answer<N extends CallName> = CallResult<N> | Promise<CallResult<N>>;
