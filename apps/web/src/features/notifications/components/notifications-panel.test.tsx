import type { Notification } from '@sportsbook/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { notificationHref } from './notifications-panel';

const limitChanged: Notification = {
  id: '40',
  type: 'limit_changed',
  title: 'Limit changed',
  caption: '',
  body: 'Your new responsible gambling limit now applies.',
  object_type: null,
  object_id: null,
  read: false,
  created_at: new Date().toISOString(),
};

describe('notificationHref', () => {
  it('leads a limit change and an exclusion end to the responsible-gambling page', () => {
    expect(notificationHref(limitChanged, 'en')).toBe('/en/profile/responsible-gambling');
    expect(notificationHref({ ...limitChanged, type: 'exclusion_ended' }, 'de')).toBe(
      '/de/profile/responsible-gambling',
    );
  });
});
