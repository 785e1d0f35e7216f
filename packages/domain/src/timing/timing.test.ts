import { describe, expect, it } from 'vitest';
import {
  AREA_LOAD_TIMEOUT_MS,
  areaLoadTimedOut,
  BANNER_AUTOPLAY_DELAY_MS,
  BANNER_SPACE_BETWEEN,
  BANNER_SPEED_MS,
  createVendorLoadQueue,
  FAVOURITE_THROTTLE_MS,
  finishVendorLoad,
  isRememberMeValid,
  nextVendorLoad,
  rememberMeExpiresAt,
  secondsLeft,
  smsButtonState,
  smsCountdownSeconds,
  throttleCheck,
  tooManyRequestsWait,
} from './timing.ts';

describe('throttle', () => {
  it('allows one favourite toggle per second', () => {
    expect(throttleCheck(undefined, 5000, FAVOURITE_THROTTLE_MS)).toEqual({ allowed: true, retryInMs: 0 });
    expect(throttleCheck(5000, 5400, FAVOURITE_THROTTLE_MS)).toEqual({ allowed: false, retryInMs: 600 });
    expect(throttleCheck(5000, 6000, FAVOURITE_THROTTLE_MS)).toEqual({ allowed: true, retryInMs: 0 });
    expect(throttleCheck(5000, 1000, FAVOURITE_THROTTLE_MS).allowed).toBe(true);
  });
});

describe('SMS countdown', () => {
  it('counts 60 s per expiry minute, 60 s for third-party SMS', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds('2')).toBe(120);
    expect(smsCountdownSeconds(5, true)).toBe(60);
    for (const v of [undefined, 0, -3, 'x', '', NaN, Infinity]) expect(smsCountdownSeconds(v)).toBe(60);
  });
  it('disables the button while seconds are left', () => {
    expect(smsButtonState(undefined, 0, 60)).toEqual({ disabled: false, secondsLeft: 0 });
    expect(smsButtonState(1000, 1000, 60)).toEqual({ disabled: true, secondsLeft: 60 });
    expect(smsButtonState(1000, 1500, 60)).toEqual({ disabled: true, secondsLeft: 60 });
    expect(smsButtonState(1000, 60_999, 60)).toEqual({ disabled: true, secondsLeft: 1 });
    expect(smsButtonState(1000, 61_000, 60)).toEqual({ disabled: false, secondsLeft: 0 });
    expect(secondsLeft(10_000, 0, 5)).toBe(5);
  });
});

describe('waits and expiries', () => {
  it('waits 5 minutes after too many requests', () => {
    expect(tooManyRequestsWait(undefined, 0)).toEqual({ waiting: false, retryInMs: 0 });
    expect(tooManyRequestsWait(0, 60_000)).toEqual({ waiting: true, retryInMs: 240_000 });
    expect(tooManyRequestsWait(0, 300_000)).toEqual({ waiting: false, retryInMs: 0 });
  });
  it('remembers login details for one day', () => {
    expect(rememberMeExpiresAt(0)).toBe(86_400_000);
    expect(isRememberMeValid(0, 86_399_999)).toBe(true);
    expect(isRememberMeValid(0, 86_400_000)).toBe(false);
    expect(isRememberMeValid(undefined, 0)).toBe(false);
    expect(isRememberMeValid(1000, 0)).toBe(false);
  });
  it('fails an area load after 120 s', () => {
    expect(AREA_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(areaLoadTimedOut(0, 119_999)).toBe(false);
    expect(areaLoadTimedOut(0, 120_000)).toBe(true);
  });
  it('has the banner constants of the spec', () => {
    expect([BANNER_AUTOPLAY_DELAY_MS, BANNER_SPEED_MS, BANNER_SPACE_BETWEEN]).toEqual([5000, 1000, 20.3]);
  });
});

describe('vendor section loading', () => {
  it('loads one at a time with 300 ms gaps', () => {
    let q = createVendorLoadQueue(['RNG', 'LIVE'], 0);
    const first = nextVendorLoad(q, 0);
    expect(first).toMatchObject({ kind: 'start', id: 'RNG' });
    if (first.kind !== 'start') throw new Error('expected start');
    q = first.queue;
    expect(nextVendorLoad(q, 50)).toEqual({ kind: 'busy' });
    q = finishVendorLoad(q, 1000);
    expect(nextVendorLoad(q, 1100)).toEqual({ kind: 'wait', ms: 200 });
    const second = nextVendorLoad(q, 1300);
    expect(second).toMatchObject({ kind: 'start', id: 'LIVE' });
    if (second.kind !== 'start') throw new Error('expected start');
    expect(nextVendorLoad(finishVendorLoad(second.queue, 2000), 5000)).toEqual({ kind: 'done' });
  });
});
