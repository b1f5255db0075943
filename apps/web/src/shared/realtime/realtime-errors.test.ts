import { errorCodes } from 'centrifuge';
import { describe, expect, it } from 'vitest';
import { isReportable } from './realtime-errors';

describe('isReportable', () => {
  it('leaves out the codes of a connection coming and going', () => {
    for (const code of [
      errorCodes.timeout,
      errorCodes.clientDisconnected,
      errorCodes.transportWriteError,
      errorCodes.connectionClosed,
    ])
      expect(isReportable({ code })).toBe(false);
  });

  it('reports token, subscribe and server errors', () => {
    expect(isReportable({ code: errorCodes.clientConnectToken })).toBe(true);
    expect(isReportable({ code: errorCodes.subscriptionSubscribeToken })).toBe(true);
    expect(isReportable({ code: 103 })).toBe(true);
    expect(isReportable(undefined)).toBe(false);
  });
});
