// The host side of the embedding contract (docs/embedding.md): listen to the sportsbook's messages from its
// origin only, size the frame from `viewport`, and send messages to the frame at the sportsbook's origin.
const frame = document.getElementById('sportsbook');
const sportsbookOrigin = frame.dataset.origin;
const log = document.getElementById('log');

function note(direction, message) {
  const line = `${new Date().toISOString().slice(11, 23)} ${direction} ${JSON.stringify(message)}\n`;
  log.textContent = line + log.textContent;
}

window.addEventListener('message', (event) => {
  if (event.origin !== sportsbookOrigin || event.source !== frame.contentWindow) return;
  const message = event.data;
  note('<-', message);
  if (message && message.type === 'viewport' && Number.isInteger(message.height)) {
    frame.style.height = `${message.height}px`;
    frame.dataset.sizedTo = String(message.height);
  }
});

function send(message) {
  note('->', message);
  frame.contentWindow.postMessage(message, sportsbookOrigin);
}

document.getElementById('bet-code').addEventListener('submit', (event) => {
  event.preventDefault();
  send({ type: 'apply_bet_code', code: document.getElementById('bet-code-input').value });
});
document.getElementById('change-locale').addEventListener('click', () => {
  send({ type: 'change_locale', locale: document.getElementById('locale').value });
});
