import type { InfoOutline } from '@/features/info/outline';

/** The betting rules a player agrees to (packages/domain, ADR 004 and 008). */
export const generalRulesOutline: InfoOutline = {
  page: 'general-rules',
  toc: true,
  sections: [
    {
      id: 'bet-types',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'terms', key: 'types', items: ['single', 'multi-single', 'combo', 'system', 'bet-builder'] },
      ],
      subsections: [
        {
          id: 'slip',
          blocks: [
            {
              kind: 'list',
              key: 'rules',
              items: [
                'max-selections',
                'same-match',
                'providers',
                'esports-systems',
                'return',
                'system-stake',
                'bet-builder',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'odds',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'odds-formats', key: 'table', examples: [2500, 1500] },
        { kind: 'text', key: 'rounding' },
      ],
    },
    {
      id: 'odds-changes',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'terms', key: 'modes', items: ['none', 'higher', 'any'] },
        { kind: 'text', key: 'server' },
      ],
    },
    {
      id: 'placement',
      blocks: [{ kind: 'list', key: 'rules', items: ['signed-in', 'stake', 'checks', 'once', 'closed'] }],
      subsections: [{ id: 'live', blocks: [{ kind: 'text', key: 'text' }] }],
    },
    {
      id: 'limits',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'kinds', items: ['selections', 'odds', 'stake', 'payout'] },
        { kind: 'text', key: 'actions' },
        { kind: 'text', key: 'own' },
      ],
    },
    {
      id: 'settlement',
      blocks: [{ kind: 'text', key: 'text' }],
      subsections: [
        { id: 'void', blocks: [{ kind: 'text', key: 'text' }] },
        {
          id: 'half',
          blocks: [
            { kind: 'text', key: 'text' },
            { kind: 'text', key: 'combo' },
          ],
        },
        { id: 'combos', blocks: [{ kind: 'text', key: 'text' }] },
        { id: 'systems', blocks: [{ kind: 'text', key: 'text' }] },
        { id: 'bet-builder', blocks: [{ kind: 'text', key: 'text' }] },
        { id: 'result', blocks: [{ kind: 'text', key: 'text' }] },
        { id: 'corrections', blocks: [{ kind: 'text', key: 'text' }] },
      ],
    },
    {
      id: 'cash-out',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'rules', items: ['not-offered', 'partial', 'confirm'] },
      ],
    },
    {
      id: 'statuses',
      blocks: [
        { kind: 'text', key: 'text' },
        {
          kind: 'terms',
          key: 'list',
          items: [
            'submitted',
            'rejected',
            'cancelled',
            'waiting-results',
            'ready-to-process',
            'done',
            'cashout-in-progress',
            'cashed-out',
            'withdrawn',
          ],
        },
      ],
    },
  ],
};
