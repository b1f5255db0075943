import type { InfoOutline } from '@/features/info/outline';

/** What the product is, what it does, how to run it, accessibility and languages. */
export const aboutOutline: InfoOutline = {
  page: 'about',
  toc: false,
  sections: [
    {
      id: 'what',
      blocks: [
        { kind: 'text', key: 'text' },
        { kind: 'list', key: 'simulated', items: ['feed', 'payments', 'mail'] },
      ],
    },
    {
      id: 'features',
      blocks: [
        {
          kind: 'list',
          key: 'list',
          items: ['sports', 'live', 'bets', 'cash-out', 'lists', 'accounts', 'limits'],
        },
      ],
    },
    {
      id: 'run',
      blocks: [
        { kind: 'text', key: 'start' },
        { kind: 'command', command: 'npm start' },
        { kind: 'text', key: 'test' },
        { kind: 'command', command: 'npm test' },
        { kind: 'text', key: 'production' },
      ],
    },
    {
      id: 'accessibility',
      blocks: [{ kind: 'list', key: 'list', items: ['keyboard', 'screen-readers', 'contrast', 'checks'] }],
    },
    {
      id: 'languages',
      blocks: [{ kind: 'text', key: 'text' }, { kind: 'languages' }],
    },
  ],
};
