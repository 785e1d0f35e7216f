// The platform's demo slot (demo-game.html). A script file, not inline, so that a Content-Security-Policy with
// script-src 'self' (the platform's own on this page, and a site's when it serves the page under /platform-assets/)
// lets it run. The reels draw inline SVG symbols (<use> of the page's <symbol>s), each with a name, so they show
// on any machine, with or without an emoji font.
(() => {
  const q = new URLSearchParams(location.search);
  const ticket = q.get('ticket');
  const merchant = q.get('merchant') || '';
  const currency = q.get('currency') || '';
  const fun = q.get('mode') === 'fun' || !ticket;
  const th = (q.get('lang') || '').toUpperCase() === 'TY';
  const t = th
    ? {
        spin: 'หมุน',
        fun: 'โหมดทดลองเล่น (ไม่ใช้เงินจริง)',
        real: 'เล่นด้วยกระเป๋าเงินของคุณ',
        trial: 'เล่นด้วยเครดิตทดลอง',
        win: 'ชนะ',
        lose: 'ไม่ชนะ ลองอีกครั้ง',
        nomoney: 'ยอดเงินไม่พอ',
        ended: 'เซสชันหมดอายุ กรุณาเปิดเกมใหม่',
        balance: 'ยอดเงิน',
        reels: 'วงล้อ',
        bet: 'เดิมพัน',
        symbols: {
          cherry: 'เชอร์รี่',
          lemon: 'มะนาว',
          bell: 'ระฆัง',
          star: 'ดาว',
          diamond: 'เพชร',
          seven: 'เลขเจ็ด',
        },
      }
    : {
        spin: 'Spin',
        fun: 'Fun mode (no real money)',
        real: 'Playing with your wallet',
        trial: 'Playing with trial credit',
        win: 'You win',
        lose: 'No win, try again',
        nomoney: 'Insufficient balance',
        ended: 'Session ended: launch the game again',
        balance: 'Balance',
        reels: 'Reels',
        bet: 'Bet',
        symbols: {
          cherry: 'Cherry',
          lemon: 'Lemon',
          bell: 'Bell',
          star: 'Star',
          diamond: 'Diamond',
          seven: 'Seven',
        },
      };
  const $ = (id) => document.getElementById(id);
  if (th) document.documentElement.lang = 'th';
  $('title').textContent = q.get('game') || 'Demo slot';
  $('spin').textContent = t.spin;
  $('balance-label').textContent = t.balance;
  $('reels').setAttribute('aria-label', t.reels);
  $('bets').setAttribute('aria-label', t.bet);
  $('mode').textContent = fun ? t.fun : q.get('trial') ? t.trial : t.real;
  // The same ids as the platform's rounds (services/demo-game.ts SYMBOLS).
  const symbols = ['cherry', 'lemon', 'bell', 'star', 'diamond', 'seven'];
  const stakes = [1, 5, 10, 50, 100];
  let bet = 5;
  let balance = fun ? 2000 : 0;
  const fmt = (n) =>
    `${currency}${n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const show = () => {
    $('balance').textContent = fmt(balance);
  };
  for (const s of stakes) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = String(s);
    b.setAttribute('aria-pressed', String(s === bet));
    b.onclick = () => {
      bet = s;
      for (const x of $('bets').children) x.setAttribute('aria-pressed', String(x === b));
    };
    $('bets').appendChild(b);
  }
  const call = async (method, path, body) => {
    const res = await fetch(path + (method === 'GET' && body ? '?' + new URLSearchParams(body) : ''), {
      method,
      headers: { 'Content-Type': 'application/json', Merchant: merchant },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
    const env = await res.json();
    if (!env.success) throw Object.assign(new Error(env.message || 'error'), { code: env.errorCode });
    return env.value;
  };
  const SVG = 'http://www.w3.org/2000/svg';
  /** One reel's symbol: an SVG image named after it (an unknown id shows as a star). */
  const symbolSvg = (id) => {
    const known = symbols.includes(id) ? id : 'star';
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t.symbols[known]);
    svg.dataset.symbol = known;
    const use = document.createElementNS(SVG, 'use');
    use.setAttribute('href', `#sym-${known}`);
    svg.appendChild(use);
    return svg;
  };
  let shown = ['cherry', 'bell', 'star'];
  const reels = (list) => {
    shown = list;
    [...$('reels').children].forEach((el, i) => {
      el.replaceChildren(symbolSvg(list[i]));
    });
  };
  const say = (text, bad) => {
    $('result').textContent = text;
    $('result').className = bad ? 'error' : '';
  };
  /** The result as heard: the three symbols, then the win or loss. */
  const outcome = (text) => `${shown.map((s) => t.symbols[s] || s).join(', ')}: ${text}`;
  reels(shown);
  if (!fun)
    call('GET', '/wps/game/demo/state', { launchToken: ticket })
      .then((v) => {
        balance = v.balance;
        show();
      })
      .catch((e) => say(e.code === 'CUSTOMER_NOT_LOGIN' ? t.ended : e.message, true));
  show();
  $('spin').onclick = async () => {
    $('spin').disabled = true;
    try {
      if (fun) {
        if (balance < bet) throw new Error(t.nomoney);
        const r = Math.random();
        const m = r < 0.005 ? 50 : r < 0.025 ? 10 : r < 0.105 ? 3 : r < 0.305 ? 1.35 : 0;
        const s = m ? symbols[[0, 0, 0, 3, 4, 5][m === 1.35 ? 0 : m === 3 ? 3 : m === 10 ? 4 : 5]] : null;
        reels(s ? [s, s, s] : [symbols[0], symbols[2], symbols[5]]);
        balance = Math.round((balance - bet + bet * m) * 100) / 100;
        show();
        say(outcome(m ? `${t.win} ${fmt(bet * m)}` : t.lose));
      } else {
        const roundId = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random())
          .replace(/[^A-Za-z0-9-]/g, '')
          .slice(0, 40);
        const v = await call('POST', '/wps/game/demo/play', { launchToken: ticket, bet, roundId });
        if (v.reels && v.reels.length) reels(v.reels);
        balance = v.balance;
        show();
        say(outcome(v.win > 0 ? `${t.win} ${fmt(v.win)}` : t.lose));
      }
    } catch (e) {
      say(
        e.code === 'ACCOUNT_BALANCE_NOT_ENOUGH'
          ? t.nomoney
          : e.code === 'CUSTOMER_NOT_LOGIN'
            ? t.ended
            : e.message,
        true,
      );
    } finally {
      $('spin').disabled = false;
    }
  };
})();
