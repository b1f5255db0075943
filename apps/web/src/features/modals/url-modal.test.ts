import { describe, expect, it } from 'vitest';
import { FRAGMENT_MODALS, QUERY_MODALS } from './modal-kinds';
import { readUrlModal } from './url-modal';

const page = { onPasswordEditPage: false };

describe('modals from the URL', () => {
  it.each(FRAGMENT_MODALS)('opens %s from the fragment and drops the fragment', (kind) => {
    expect(readUrlModal(`/en/live?sport=football#${kind}`, page)).toEqual({
      modal: { kind, params: {} },
      cleanHref: '/en/live?sport=football',
    });
  });

  it.each(QUERY_MODALS)('opens %s from ?modal= and drops only that parameter', (kind) => {
    expect(readUrlModal(`/en?a=1&modal=${kind}&b=2#top`, page)).toEqual({
      modal: { kind, params: {} },
      cleanHref: '/en?a=1&b=2#top',
    });
  });

  it('does not open deposit from a fragment, nor anything unknown', () => {
    expect(readUrlModal('/en#deposit', page)).toEqual({ modal: null, cleanHref: '/en#deposit' });
    expect(readUrlModal('/en?modal=betslip', page)).toEqual({ modal: null, cleanHref: '/en?modal=betslip' });
    expect(readUrlModal('/en#signin', page).modal).toBeNull();
  });

  it('opens the edit-password form from a reset token, except on the page that shows the form', () => {
    expect(readUrlModal('/de/live?reset_password_token=abc123', page)).toEqual({
      modal: { kind: 'passwordEdit', params: { token: 'abc123' } },
      cleanHref: '/de/live',
    });
    expect(
      readUrlModal('/de/users/password/edit?reset_password_token=abc123', { onPasswordEditPage: true }),
    ).toEqual({ modal: null, cleanHref: '/de/users/password/edit?reset_password_token=abc123' });
  });
});
