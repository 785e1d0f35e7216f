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
        rcTitle: 'ตรวจสอบเวลาการเล่น',
        rcText: (minutes, net) => `คุณเล่นมาแล้ว ${minutes} นาที ผลได้เสียสุทธิของเซสชันนี้: ${net}`,
        rcContinue: 'เล่นต่อ',
        rcHistory: 'ดูประวัติของฉัน',
        rcLogout: 'ออกจากระบบ',
        loggedOut: 'คุณออกจากระบบแล้ว',
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
        rcTitle: 'Reality check',
        rcText: (minutes, net) =>
          `You have been playing for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Net result of this session: ${net}.`,
        rcContinue: 'Continue',
        rcHistory: 'See my history',
        rcLogout: 'Log out',
        loggedOut: 'You are logged out',
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
  $('rc-title').textContent = t.rcTitle;
  $('rc-continue').textContent = t.rcContinue;
  $('rc-history').textContent = t.rcHistory;
  $('rc-logout').textContent = t.rcLogout;
  /** The player site's origin (the launch URL's `home`), for 'See my history'; only an http(s) address. */
  const home = (() => {
    try {
      const u = new URL(q.get('home') || '');
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
    } catch {
      return null;
    }
  })();
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

  // --- Reality check (responsible gaming): a dialog every `everyMinutes` of the session, over the game. ---
  let loggedOut = false;
  let rcOpen = false;
  let rcTimer = 0;
  /** The last reality check figures of demoState ({ everyMinutes, sessionStartedAt, net, historyPath }). */
  let rc = null;
  let rcReturn = null;
  /**
   * When the next check is due: the next whole interval since the session started. The same rule as
   * nextRealityCheck in packages/domain/src/protection/protection.ts (this page is plain JS, so it is repeated here).
   */
  const nextRealityCheck = (startedAt, everyMinutes, now) =>
    startedAt +
    (Math.floor(Math.max(0, now - startedAt) / (everyMinutes * 60_000)) + 1) * everyMinutes * 60_000;
  const schedule = () => {
    clearTimeout(rcTimer);
    if (loggedOut || !rc || !rc.everyMinutes) return;
    const at = nextRealityCheck(rc.sessionStartedAt, rc.everyMinutes, Date.now());
    // A timer waits at most 2^31-1 ms; a longer wait is taken in steps.
    const wait = Math.min(Math.max(0, at - Date.now()), 2_000_000_000);
    rcTimer = setTimeout(() => (Date.now() >= at ? void realityCheck() : schedule()), wait);
  };
  const signed = (n) => (n > 0 ? '+' : n < 0 ? '-' : '') + fmt(Math.abs(n));
  /** The game behind the dialog: out of reach (inert) while it is open; play off once logged out. */
  const setPlay = () => {
    $('spin').disabled = rcOpen || loggedOut;
    for (const b of $('bets').children) b.disabled = loggedOut;
    if (rcOpen) document.querySelector('main').setAttribute('inert', '');
    else document.querySelector('main').removeAttribute('inert');
  };
  const dialogButtons = () =>
    [...$('rc-dialog').querySelectorAll('button')].filter((b) => !b.hidden && !b.disabled);
  const closeDialog = () => {
    rcOpen = false;
    $('rc').hidden = true;
    setPlay();
  };
  const keepPlaying = () => {
    closeDialog();
    if (rcReturn && rcReturn !== document.body && rcReturn.isConnected && !rcReturn.disabled)
      rcReturn.focus();
    else $('spin').focus();
    schedule();
  };
  const realityCheck = async () => {
    if (rcOpen || loggedOut) return;
    rcOpen = true; // spins wait from now on, also while the figures load
    rcReturn = document.activeElement;
    setPlay();
    try {
      const v = await call('GET', '/wps/game/demo/state', { launchToken: ticket });
      balance = v.balance;
      show();
      if (v.realityCheck) rc = v.realityCheck;
    } catch (e) {
      if (e.code === 'CUSTOMER_NOT_LOGIN') {
        endPlay(t.ended);
        return;
      }
      // Otherwise the last figures known.
    }
    const minutes = Math.max(1, Math.floor((Date.now() - rc.sessionStartedAt) / 60_000));
    $('rc-text').textContent = t.rcText(minutes, signed(rc.net || 0));
    $('rc-error').textContent = '';
    $('rc-history').hidden = !home;
    for (const b of $('rc-dialog').querySelectorAll('button')) b.disabled = false;
    $('rc').hidden = false;
    $('rc-continue').focus();
  };
  /** The end of play in this window: the dialog closes, the spin and bets are off, the reason is said. */
  const endPlay = (text) => {
    loggedOut = true;
    clearTimeout(rcTimer);
    closeDialog();
    say(text, true);
    $('result').focus();
  };
  $('rc-continue').onclick = keepPlaying;
  $('rc-history').onclick = () => {
    if (home && rc) window.open(new URL(rc.historyPath, home).href, '_blank', 'noopener');
  };
  $('rc-logout').onclick = async () => {
    for (const b of $('rc-dialog').querySelectorAll('button')) b.disabled = true;
    try {
      await call('POST', '/wps/game/demo/logout', { launchToken: ticket });
      endPlay(t.loggedOut);
    } catch (e) {
      if (e.code === 'CUSTOMER_NOT_LOGIN') endPlay(t.loggedOut);
      else {
        for (const b of $('rc-dialog').querySelectorAll('button')) b.disabled = false;
        $('rc-error').textContent = e.message;
        $('rc-logout').focus();
      }
    }
  };
  // Escape is Continue; Tab stays inside the dialog.
  $('rc').addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      if (!$('rc-continue').disabled) keepPlaying();
    } else if (ev.key === 'Tab') {
      const list = dialogButtons();
      if (!list.length) return ev.preventDefault();
      const i = list.indexOf(document.activeElement);
      const next = ev.shiftKey
        ? i <= 0
          ? list.length - 1
          : i - 1
        : i === list.length - 1 || i < 0
          ? 0
          : i + 1;
      ev.preventDefault();
      list[next].focus();
    }
  });
  // Focus that leaves the open dialog (a click on the backdrop, a screen reader's jump) comes back to it.
  document.addEventListener('focusin', (ev) => {
    if (rcOpen && !$('rc').hidden && !$('rc-dialog').contains(ev.target)) $('rc-continue').focus();
  });

  // The balance is busy until the wallet's own figure has arrived (then the reality check is scheduled too).
  const loaded = () => $('balance-box').setAttribute('aria-busy', 'false');
  if (fun) loaded();
  else
    call('GET', '/wps/game/demo/state', { launchToken: ticket })
      .then((v) => {
        balance = v.balance;
        show();
        if (v.realityCheck && v.realityCheck.everyMinutes) {
          rc = v.realityCheck;
          schedule();
        }
      })
      .catch((e) => say(e.code === 'CUSTOMER_NOT_LOGIN' ? t.ended : e.message, true))
      .finally(loaded);
  show();
  $('spin').onclick = async () => {
    // No spin while the reality check is open, nor once logged out.
    if (rcOpen || loggedOut) return;
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
      // Any other refusal shows the platform's message: a bet refused by the player's own limits or break
      // (LIMIT_EXCEEDED, ACCOUNT_ON_BREAK) says which limit and what is left, or until when the break lasts.
      say(
        e.code === 'ACCOUNT_BALANCE_NOT_ENOUGH'
          ? t.nomoney
          : e.code === 'CUSTOMER_NOT_LOGIN'
            ? t.ended
            : e.message,
        true,
      );
    } finally {
      setPlay();
    }
  };
})();
