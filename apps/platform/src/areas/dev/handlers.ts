/** The dev calls of the platform (dev.ts); each area's own are beside its handlers. */
import type { HandlerMap } from '../../http/types.ts';
import * as dev from './dev.ts';

/** Dev-only calls (not mounted when NODE_ENV=production). */
export const devHandlers: HandlerMap = {
  'dev.outbox': dev.outboxCall,
  'dev.setSystemStatus': dev.setSystemStatusCall,
  'dev.reset': dev.reset,
  'dev.credit': dev.creditCall,
  'dev.captcha': dev.captcha,
  'dev.settleRedemption': dev.settleRedemptionCall,
  'dev.reviewPromotion': dev.reviewPromotionCall,
  'dev.expireSession': dev.expireSession,
};
