import { vi } from 'vitest';

export type Call = { method: string; path: string; body: Record<string, unknown>; query: URLSearchParams };
export type Answer =
  { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number } | 'network';
type Handler = (call: Call) => Answer;

export const ok = (value: unknown = null): Answer => ({ success: true, value });
export const failure = (message = 'Something broke', errorCode = 'SERVER_ERROR', status = 500): Answer => ({
  success: false,
  message,
  errorCode,
  status,
});

/** Every agent menu key of the protocol notes (§1.7) plus the member keys the agent menu reads. */
const ALL_AGENT_KEYS: Record<string, boolean> = {
  AGENTANNOUNCE3: true,
  AGEINFO3: true,
  REGCEN: true,
  DOWNMAN: true,
  TRANSBETREPMEM3: true,
  AGETEAMPNL3: true,
  AGEREV3: true,
  AGEDOWNTRANS3: true,
  AGENTRANSMULTDOWN3: true,
  DIVIDEND: true,
  DAYSAL: true,
  DAYSALMR: false,
  HOURSAL3: false,
  AGETRANSFERUP3: true,
  MYWALL: true,
  AGEPAG: true,
  TEAMBETTING3: true,
  AGEREGDOWN3: true,
  CREATEAFF3: true,
  AFFMAN3: true,
  DEPOSIT: true,
  WITHDRAW: true,
  MAILCEN: true,
  CREDITMAR3: false,
};

export type AgentSetup = {
  /** Module keys (the others of ALL_AGENT_KEYS stay as they are there). */
  modules?: Record<string, boolean>;
  /** The consolidated contract flags, or 'error' when the call fails. */
  flags?: Record<string, string> | 'error';
  member?: Record<string, unknown>;
  customerService?: { type: string; url: string }[];
};

/**
 * The platform as the agent centre sees it, for a signed-in agent (a session token in session storage): the site
 * permission with the whitelabel tree, the consolidated settings, member info. Any other call answers 404 unless a
 * test sets it with `on('GET /wps/...', handler)`; every call is recorded.
 */
export function agentPlatform(setup: AgentSetup = {}) {
  sessionStorage.setItem('token', 'tok-agent');
  const calls: Call[] = [];
  const modules = { ...ALL_AGENT_KEYS, ...setup.modules };
  const tree = [
    {
      modId: 'AGENT',
      enabled: '1',
      childrenNodes: Object.entries(modules).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0' })),
    },
  ];
  const flags = setup.flags ?? {
    divtypereq: '1',
    divtypeinfo: '1',
    dailysalreqtype: '1',
    dailysalinfotype: '1',
    realtimesalreqtype: '1',
    contracthoursalreqtype: '0',
    contracthoursalinfo: '0',
  };
  const handlers = new Map<string, Handler>([
    [
      'GET /wps/system/status',
      () =>
        ok({
          maintenance: false,
          regionRestriction: false,
          whitelabel: tree,
          customerService: setup.customerService ?? [{ type: 'livechat', url: 'https://chat.example/agent' }],
        }),
    ],
    ['GET /wps/system/settings/consolidated', () => (flags === 'error' ? failure() : ok(flags))],
    [
      'GET /wps/member/info',
      () => ok({ id: 11, account: 'agent', nickname: 'Top Agent', type: 1, ...setup.member }),
    ],
    ['DELETE /wps/session/logout', () => ok()],
  ]);
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: Record<string, unknown> = {};
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body) as Record<string, unknown>;
      } catch {
        body = {};
      }
    }
    const call = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer: Answer = handler
      ? handler(call)
      : {
          success: false,
          errorCode: 'NOT_FOUND',
          message: `no fake for ${method} ${url.pathname}`,
          status: 404,
        };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status = 200, ...envelope } = answer;
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  return {
    calls,
    on: (key: string, handler: Handler) => handlers.set(key, handler),
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** A phone (360 px): media queries up to 767 px match. */
export function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      const min = /min-width:\s*(\d+)px/.exec(query);
      const matches = max ? 360 <= Number(max[1]) : min ? 360 >= Number(min[1]) : false;
      return {
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        onchange: null,
      };
    }),
  );
}
