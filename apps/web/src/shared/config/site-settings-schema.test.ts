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
      ambProgressEnabled: false,
    });
  });

  it('names every bad variable in one error', () => {
    expect(() => parseSiteSettings({ DEPOSIT_REMINDER: 'yes', SIGN_UP_REMINDER_SECONDS: '-1' })).toThrow(
      /DEPOSIT_REMINDER[\s\S]*SIGN_UP_REMINDER_SECONDS|SIGN_UP_REMINDER_SECONDS[\s\S]*DEPOSIT_REMINDER/,
    );
  });
});
