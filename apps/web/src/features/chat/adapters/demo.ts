import type { ChatAdapter } from '../chat-adapter';
import styles from './demo.module.css';

/**
 * The built-in demo chat: a launcher button and a small panel saying no operator is connected. It shows where a
 * real widget goes and that it loads lazily; it sets no cookie and calls nothing.
 */
export const demoChat: ChatAdapter = {
  mount(host, { id, texts }) {
    const root = document.createElement('div');
    root.className = styles.chat ?? '';
    root.dataset.chat = 'demo';
    root.dataset.chatId = id;

    const panel = document.createElement('section');
    panel.id = `chat-panel-${id}`;
    panel.className = styles.panel ?? '';
    panel.hidden = true;
    const title = document.createElement('h2');
    title.id = `${panel.id}-title`;
    title.textContent = texts.title;
    panel.setAttribute('aria-labelledby', title.id);
    const body = document.createElement('p');
    body.textContent = texts.body;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = texts.close;
    panel.append(title, body, close);

    const launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.className = styles.launcher ?? '';
    launcher.textContent = texts.open;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-controls', panel.id);

    const setOpen = (open: boolean) => {
      panel.hidden = !open;
      launcher.setAttribute('aria-expanded', String(open));
      (open ? close : launcher).focus();
    };
    launcher.addEventListener('click', () => setOpen(panel.hidden));
    close.addEventListener('click', () => setOpen(false));
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') setOpen(false);
    });

    root.append(panel, launcher);
    host.append(root);
    return () => root.remove();
  },
};
