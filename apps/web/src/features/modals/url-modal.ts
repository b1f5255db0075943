import { FRAGMENT_MODALS, type ModalKind, type ModalParams, QUERY_MODALS } from './modal-kinds';

/** Query parameter that names a modal (spec part 1 §2). */
export const MODAL_QUERY_PARAM = 'modal';
/** The password-reset link's token: it opens the edit-password form (spec part 1 §2). */
export const RESET_TOKEN_PARAM = 'reset_password_token';

export interface UrlModal {
  kind: ModalKind;
  params: ModalParams;
}

export interface UrlModalResult {
  modal: UrlModal | null;
  /** The path, query and fragment without what opened the modal; equal to the input when nothing did. */
  cleanHref: string;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The modal a URL asks for: a fragment (`#signIn`), the `modal` query parameter (`?modal=deposit`), or a
 * password-reset token outside the edit-password page (which shows the form itself). What opened the modal
 * leaves the URL, so a reload or a second click on the same link opens it again only on purpose.
 */
export function readUrlModal(href: string, options: { onPasswordEditPage: boolean }): UrlModalResult {
  const url = new URL(href, 'http://localhost');
  const original = `${url.pathname}${url.search}${url.hash}`;
  let modal: UrlModal | null = null;

  const fragment = decodeURIComponent(url.hash.slice(1));
  if (includes(FRAGMENT_MODALS, fragment)) {
    modal = { kind: fragment, params: {} };
    url.hash = '';
  }
  const named = url.searchParams.get(MODAL_QUERY_PARAM);
  if (named !== null && includes(QUERY_MODALS, named)) {
    modal ??= { kind: named, params: {} };
    url.searchParams.delete(MODAL_QUERY_PARAM);
  }
  const token = url.searchParams.get(RESET_TOKEN_PARAM);
  if (token && !options.onPasswordEditPage) {
    modal = { kind: 'passwordEdit', params: { token } };
    url.searchParams.delete(RESET_TOKEN_PARAM);
  }
  if (!modal) return { modal: null, cleanHref: original };
  return { modal, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}
