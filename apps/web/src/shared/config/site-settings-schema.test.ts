import { siteConfigSchema } from '@sportsbook/contracts/site-config';
import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './site-settings-schema';

describe('site settings', () => {
  it('has the spec defaults: deposit reminder after 10 s, quick deposit and activity tracking on', () => {
    expect(parseSiteSettings({})).toEqual({
      signUpReminderSeconds: 60,
      depositReminder: { showDepositReminder: true, playerGroupId: null, remindAfter: 10 },
      quickDepositEnabled: true,
      activityTrackingEnabled: true,
      iframeListenersEnabled: false,
      embedAllowedOrigins: [],
      isShareBetOn: true,
      isMyBetsVisible: true,
      chat: null,
      push: { type: 'none' },
      userGroupCheck: null,
      tagManager: null,
      ambProgressEnabled: true,
    });
  });

  it('reads every variable, empty ones as unset', () => {
    expect(
      parseSiteSettings({
        SIGN_UP_REMINDER_SECONDS: '0',
        DEPOSIT_REMINDER: 'false',
        DEPOSIT_REMINDER_GROUP: 'vip',
        DEPOSIT_REMINDER_SECONDS: '',
        QUICK_DEPOSIT: '0',
        ACTIVITY_TRACKING: 'false',
        IFRAME_LISTENERS: '1',
        EMBED_ALLOWED_ORIGINS: 'https://Partner.example/, https://*.casino.example:8443',
        SHARE_BET: 'false',
        MY_BETS_VISIBLE: 'false',
        CHAT_TYPE: 'demo',
        CHAT_ID: 'site-42',
        CHAT_REGION: 'eu',
        PUSH_TYPE: 'one_signal',
        USER_GROUP_CHECK: 'vip',
        USER_GROUP_REDIRECT_URL: 'https://casino.example/',
        TAG_MANAGER_ID: 'GTM-AB12CD',
        TAG_MANAGER_ORIGIN: 'https://tags.example/',
        AMB_PROGRESS: '0',
      }),
    ).toEqual({
      signUpReminderSeconds: 0,
      depositReminder: { showDepositReminder: false, playerGroupId: 'vip', remindAfter: 10 },
      quickDepositEnabled: false,
      activityTrackingEnabled: false,
      iframeListenersEnabled: true,
      embedAllowedOrigins: ['https://partner.example', 'https://*.casino.example:8443'],
      isShareBetOn: false,
      isMyBetsVisible: false,
      chat: { type: 'demo', id: 'site-42', region: 'eu' },
      push: { type: 'one_signal' },
      userGroupCheck: { group: 'vip', redirectUrl: 'https://casino.example/' },
      tagManager: { containerId: 'GTM-AB12CD', scriptUrl: 'https://tags.example/gtm.js?id=GTM-AB12CD' },
      ambProgressEnabled: false,
    });
  });

  it('serves the site config as its contract types it', () => {
    const settings = parseSiteSettings({ CHAT_TYPE: 'demo', CHAT_ID: 'k-1' });
    expect(siteConfigSchema.parse(settings)).toEqual({
      isMyBetsVisible: true,
      signUpReminderSeconds: 60,
      chat: { type: 'demo', id: 'k-1', region: null },
      push: { type: 'none' },
      isShareBetOn: true,
    });
  });

  it('has no chat without a type, and the tag manager from Google unless told otherwise', () => {
    expect(
      parseSiteSettings({ CHAT_TYPE: 'none', CHAT_ID: 'x', TAG_MANAGER_ID: 'GTM-AB12CD' }),
    ).toMatchObject({
      chat: null,
      tagManager: { scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
    });
    expect(parseSiteSettings({ CHAT_TYPE: 'demo', CHAT_ID: 'x' }).chat).toEqual({
      type: 'demo',
      id: 'x',
      region: null,
    });
  });

  it('refuses an unknown chat, a chat without an id, a bad tag manager id, an unknown push type and a half-set user-group check', () => {
    expect(() => parseSiteSettings({ CHAT_TYPE: 'zendesk', CHAT_ID: 'x' })).toThrow(/CHAT_TYPE/);
    expect(() => parseSiteSettings({ CHAT_TYPE: 'demo' })).toThrow(/CHAT_ID/);
    expect(() => parseSiteSettings({ CHAT_TYPE: 'demo', CHAT_ID: 'a b' })).toThrow(/CHAT_ID/);
    expect(() => parseSiteSettings({ TAG_MANAGER_ID: 'G-123' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => parseSiteSettings({ PUSH_TYPE: 'pigeon' })).toThrow(/PUSH_TYPE/);
    expect(() => parseSiteSettings({ USER_GROUP_CHECK: 'vip' })).toThrow(/USER_GROUP_REDIRECT_URL/);
    expect(() =>
      parseSiteSettings({ USER_GROUP_CHECK: 'vip', USER_GROUP_REDIRECT_URL: 'javascript:alert(1)' }),
    ).toThrow(/USER_GROUP_REDIRECT_URL/);
  });

  it('names every bad variable in one error', () => {
    expect(() => parseSiteSettings({ DEPOSIT_REMINDER: 'yes', SIGN_UP_REMINDER_SECONDS: '-1' })).toThrow(
      /DEPOSIT_REMINDER[\s\S]*SIGN_UP_REMINDER_SECONDS|SIGN_UP_REMINDER_SECONDS[\s\S]*DEPOSIT_REMINDER/,
    );
  });
});
