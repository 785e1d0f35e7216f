import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallName } from '@wl/api/contract';
import type { CallArgs, CallResult } from '../shared/call.ts';

/** A handler's context: the call's arguments, and the request and reply for the few that answer by themselves. */
type CallContext<N extends CallName> = CallArgs<N> & { req: FastifyRequest; reply: FastifyReply };

/** A handler answers what its call's response schema accepts: a field the schema lacks fails the typecheck. */
export type Handler<N extends CallName> = (ctx: CallContext<N>) => Promise<CallResult<N>> | CallResult<N>;
export type HandlerMap = { [N in CallName]?: Handler<N> };
