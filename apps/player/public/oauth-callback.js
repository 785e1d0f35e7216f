// The third-party login's callback page (src/account/thirdParty/): the provider sends the popup here with the code
// and state (or an error). This page hands them to the site page that opened the popup, on this origin only, and
// that page closes the popup. Nothing is kept here; the platform checks the state, the code and the browser.
(function () {
  var params = new URLSearchParams(window.location.search);
  var message = {
    type: 'wl-third-party-callback',
    state: params.get('state') || '',
    code: params.get('code') || '',
    error: params.get('error') || '',
    iss: params.get('iss') || '',
  };
  // The code leaves the address bar (and the history) at once.
  window.history.replaceState(null, '', window.location.pathname);
  var opener = window.opener;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    return;
  }
  var status = document.getElementById('status');
  if (status)
    status.textContent =
      'The page that opened this window is gone: close it and log in again. · ไม่พบหน้าที่เปิดหน้าต่างนี้ กรุณาปิดหน้าต่างนี้แล้วเข้าสู่ระบบอีกครั้ง';
})();
