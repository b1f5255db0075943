import type { InfoOutline } from '@/features/info/outline';

/** The terms of using the product, in plain language, limited to what the product does. */
export const termsOutline: InfoOutline = {
  page: 'terms-and-conditions',
  toc: true,
  sections: [
    {
      id: 'service',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'text', key: 'operator' },
      ],
    },
    {
      id: 'account',
      blocks: [
        {
          kind: 'list',
          key: 'rules',
          items: ['age', 'one-account', 'accurate', 'confirmation', 'profile', 'phone', 'password'],
        },
      ],
    },
    {
      id: 'countries',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'text', key: 'law' },
      ],
    },
    {
      id: 'money',
      blocks: [
        { kind: 'text', key: 'currencies' },
        { kind: 'text', key: 'deposits' },
        { kind: 'text', key: 'ledger' },
      ],
    },
    {
      id: 'bets',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'link', key: 'rules-link', page: 'general-rules' },
      ],
    },
    {
      id: 'responsible',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'limits', items: ['money', 'bet', 'time', 'cooling-off', 'exclusion'] },
        { kind: 'text', key: 'changes' },
        { kind: 'text', key: 'breaks' },
        { kind: 'link', key: 'limits-link', page: 'responsible-gambling' },
      ],
    },
    {
      id: 'closing',
      blocks: [
        { kind: 'text', key: 'stop' },
        { kind: 'text', key: 'lock' },
        { kind: 'text', key: 'delete' },
      ],
    },
    {
      id: 'privacy',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'stored', items: ['account', 'betting', 'sessions'] },
        { kind: 'text', key: 'cookies' },
        { kind: 'list', key: 'cookie-list', items: ['session', 'csrf', 'preferences', 'partner'] },
        { kind: 'text', key: 'device' },
        { kind: 'text', key: 'sharing' },
      ],
    },
    { id: 'changes', blocks: [{ kind: 'text', key: 'text' }] },
  ],
};
