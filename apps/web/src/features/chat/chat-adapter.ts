import type { ChatConfig } from '@/shared/config/site-settings';

/** The words a built-in widget shows, in the page's locale (third-party widgets bring their own). */
export interface ChatTexts {
  open: string;
  title: string;
  body: string;
  close: string;
}

/**
 * What every chat widget implements (spec part 1 §1: the shell lazily loads chat widgets; §3: site config chat
 * type, id and region). `mount` puts the widget into `host` (or loads its script) and answers how to remove it.
 */
export interface ChatAdapter {
  mount(host: HTMLElement, options: ChatConfig & { locale: string; texts: ChatTexts }): () => void;
}
