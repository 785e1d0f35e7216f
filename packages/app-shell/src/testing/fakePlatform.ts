/**
 * A stand-in platform for component tests of pages that talk to the platform: answers by method and path, records
 * every call with its query, body and headers; an unknown call gets a 404 refusal. Install its `fetch` with
 * `vi.stubGlobal('fetch', vi.fn(platform.fetch))`. Also the helpers to build answers and to catch CSV downloads.
 */
export type Call = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
  headers: Headers;
};
export type Answer =
  { success: boolean; value?: unknown; message?: string; errorCode?: string; status?: number } | 'network';
export type Handler = (call: Call) => Answer | Promise<Answer>;

export const ok = (value: unknown = null): Answer => ({ success: true, value });
/** A refusal of the platform: its code and message, and what it names (e.g. `{ field }`) in `value`. */
export const refuse = (errorCode: string, message = '', value?: unknown, status = 200): Answer => ({
  success: false,
  errorCode,
  message,
  status,
  ...(value === undefined ? {} : { value }),
});
export const relay = (name: string) => `/wps/relay/${name}`;

/** A page of a report as the platform answers it. */
export const page = <T>(list: T[], extra: Record<string, unknown> = {}) =>
  ok({ list, pageNum: 1, pageSize: 20, total: list.length, totalPages: 1, ...extra });

export function fakePlatform(handlerMap: Record<string, Handler>) {
  const calls: Call[] = [];
  const handlers = new Map<string, Handler>(Object.entries(handlerMap));
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const call = {
      method,
      path: url.pathname,
      body,
      query: url.searchParams,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer: Answer = handler
      ? await handler(call)
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
  return {
    fetch,
    calls,
    on: (key: string, handler: Handler) => handlers.set(key, handler),
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** Today in the device's time zone, as the records pages count it. */
export function todayLocal(): string {
  const now = Date.now();
  return new Date(now - new Date(now).getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The files a page hands to the browser's download (URL.createObjectURL and the link's click stood in for). */
export function captureDownloads() {
  const files: { name: string; text: () => Promise<string> }[] = [];
  let last: Blob | undefined;
  const saved = {
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    click: HTMLAnchorElement.prototype.click,
  };
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:test';
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = last;
    files.push({ name: this.download, text: () => (blob ? blob.text() : Promise.resolve('')) });
  };
  return {
    files,
    restore: () => {
      HTMLAnchorElement.prototype.click = saved.click;
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    },
  };
}
