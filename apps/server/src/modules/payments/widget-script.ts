/**
 * The payment widget the shell loads from {host}/spi/main.js (spec §7). Plain browser JavaScript (ES2020, no
 * modules), kept as text because the server has no DOM types to check it against; widget.test.ts runs it against
 * a small DOM. Usage:
 *
 *   SpiPayments.init({
 *     container: '#deposit',            // element or selector
 *     serverUrl: '',                    // origin of the API ('' = this origin)
 *     apiPrefix: '/api/platform',
 *     redirectRoutes: { success: '/en/profile/wallet/deposit?payment-result=success', error: ..., pending: ... },
 *     currency: 'EUR',                  // optional, default: the active account
 *     onNotification: ({ severity, message }) => {},   // severity: success | warning | danger
 *   });
 *
 * It renders an amount field, a method choice and a button, posts the deposit with the session cookie and the
 * CSRF header, then redirects to the route for success, error or pending (default: this page with
 * ?payment-result=...). A refused request (limit, profile, bad amount) shows the message and stays.
 */
export const SPI_WIDGET_SCRIPT = String.raw`(function (global) {
  'use strict';
  var doc = global.document;
  var FIAT_METHODS = [['card', 'Card'], ['bank_transfer', 'Bank transfer'], ['pix', 'Pix'], ['e_wallet', 'E-wallet']];
  var CRYPTO_METHODS = [['crypto', 'Crypto']];
  var SEVERITY = { success: 'success', pending: 'warning', error: 'danger' };

  function readCookie(name) {
    var parts = (doc.cookie || '').split(';');
    for (var i = 0; i < parts.length; i++) {
      var pair = parts[i].trim().split('=');
      if (pair[0] === name) return decodeURIComponent(pair.slice(1).join('='));
    }
    return '';
  }

  // Decimal text to minor units without floats; null when malformed or too precise.
  function toMinor(text, subunits) {
    var match = /^\s*(\d+)(?:[.,](\d*))?\s*$/.exec(text);
    if (!match) return null;
    var decimals = Math.round(Math.log10(subunits));
    var fraction = match[2] || '';
    if (fraction.length > decimals) return null;
    while (fraction.length < decimals) fraction += '0';
    var minor = Number(match[1]) * subunits + Number(fraction || '0');
    return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
  }

  function element(tag, attributes, text) {
    var node = doc.createElement(tag);
    for (var key in attributes) node.setAttribute(key, attributes[key]);
    if (text) node.textContent = text;
    return node;
  }

  function withResult(result) {
    var url = new global.URL(global.location.href);
    url.searchParams.set('payment-result', result);
    return url.pathname + url.search + url.hash;
  }

  function init(options) {
    var opts = options || {};
    var container = typeof opts.container === 'string' ? doc.querySelector(opts.container) : opts.container;
    if (!container) throw new Error('SpiPayments: container not found');
    var base = (opts.serverUrl || '') + (opts.apiPrefix || '/api/platform');
    var routes = opts.redirectRoutes || {};
    var notify = typeof opts.onNotification === 'function' ? opts.onNotification : function () {};
    var state = { currency: opts.currency || null, subunits: 100, fiat: true, busy: false, key: null, keyFor: null };

    var form = element('form', { class: 'spi-form', novalidate: '' });
    var amountLabel = element('label', { for: 'spi-amount' }, 'Amount');
    var amount = element('input', { id: 'spi-amount', name: 'amount', inputmode: 'decimal', autocomplete: 'off', required: '' });
    var methodLabel = element('label', { for: 'spi-method' }, 'Method');
    var method = element('select', { id: 'spi-method', name: 'method' });
    var submit = element('button', { type: 'submit' }, 'Deposit');
    var status = element('p', { class: 'spi-status', role: 'status', 'aria-live': 'polite' });
    [amountLabel, amount, methodLabel, method, submit, status].forEach(function (n) { form.appendChild(n); });
    container.appendChild(form);

    function show(severity, message) {
      status.textContent = message;
      status.setAttribute('data-severity', severity);
      notify({ severity: severity, message: message });
    }

    function fillMethods() {
      while (method.firstChild) method.removeChild(method.firstChild);
      (state.fiat ? FIAT_METHODS : CRYPTO_METHODS).forEach(function (m) {
        method.appendChild(element('option', { value: m[0] }, m[1]));
      });
      amountLabel.textContent = 'Amount (' + (state.currency || '') + ')';
    }

    function api(path, init) {
      var request = Object.assign({ credentials: 'include' }, init || {});
      return global.fetch(base + path, request).then(function (response) {
        return response.json().then(function (body) { return { status: response.status, body: body }; },
          function () { return { status: response.status, body: {} }; });
      });
    }

    var ready = Promise.all([api('/player/accounts'), api('/system-data')]).then(function (answers) {
      var accounts = answers[0];
      var system = answers[1];
      if (accounts.status === 401) { show('danger', 'Sign in to deposit.'); return; }
      if (!state.currency && Array.isArray(accounts.body)) {
        var active = accounts.body.filter(function (a) { return a.active; })[0];
        state.currency = active ? active.currency : null;
      }
      var known = (system.body && system.body.currencies) || [];
      var currency = known.filter(function (c) { return c.code === state.currency; })[0];
      if (currency) {
        state.fiat = currency.fiat;
        state.subunits = currency.subcurrencies && currency.subcurrencies[0] ? currency.subcurrencies[0].subunits : 100;
      }
      fillMethods();
    }, function () { show('danger', 'The payment service is not reachable. Try again later.'); });

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (state.busy) return;
      var minor = toMinor(amount.value, state.subunits);
      if (minor === null) { show('danger', 'Enter an amount above 0 with at most ' + Math.round(Math.log10(state.subunits)) + ' decimals.'); return; }
      // The same key while the same deposit is retried: the server answers the first payment, never a second.
      var what = [minor, state.currency, method.value].join(':');
      if (state.keyFor !== what) {
        state.keyFor = what;
        state.key = 'spi-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 12);
      }
      state.busy = true;
      submit.setAttribute('disabled', '');
      api('/payments/deposits', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': readCookie('sb_csrf') },
        body: JSON.stringify({ amount: minor, currency: state.currency, method: method.value, idempotency_key: state.key }),
      }).then(function (answer) {
        state.busy = false;
        submit.removeAttribute('disabled');
        if (answer.status !== 200 || !answer.body.result) {
          show('danger', (answer.body && answer.body.message) || 'The deposit was not accepted.');
          return;
        }
        var result = answer.body.result;
        state.keyFor = null; // answered: a new attempt is a new deposit
        show(SEVERITY[result], result === 'success' ? 'Deposit received.' : result === 'pending' ? 'Deposit pending.' : 'Deposit declined.');
        global.location.assign(routes[result] || withResult(result));
      }, function () {
        state.busy = false;
        submit.removeAttribute('disabled');
        show('danger', 'The payment service is not reachable. Try again later.');
      });
    });

    return {
      ready: ready,
      destroy: function () { if (form.parentNode) form.parentNode.removeChild(form); },
    };
  }

  global.SpiPayments = { init: init, toMinor: toMinor };
})(typeof window !== 'undefined' ? window : globalThis);
`;
