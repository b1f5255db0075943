import type { InfoBlock, InfoOutline } from '@/features/info/outline';

/** A question whose answer is one paragraph (`<id>.answer`). */
function question(id: string, ...more: InfoBlock[]): InfoBlock {
  return { kind: 'question', id, blocks: [{ kind: 'text', key: 'answer' }, ...more] };
}

/** Questions and answers by topic; every question is a native disclosure with its own anchor. */
export const helpCenterOutline: InfoOutline = {
  page: 'help-center',
  toc: true,
  sections: [
    {
      id: 'account',
      blocks: [
        question('sign-up'),
        question('confirmation-mail'),
        question('password'),
        question('locked'),
        question('country'),
        question('phone'),
      ],
    },
    {
      id: 'deposits',
      blocks: [
        question('real-money'),
        question('deposit'),
        question('declined'),
        question('currencies'),
        question('transactions', { kind: 'link', key: 'link', page: 'transactions' }),
      ],
    },
    {
      id: 'betting',
      blocks: [
        question('place'),
        question('bet-types'),
        question('bet-builder'),
        question('live-delay'),
        question('refused'),
      ],
    },
    {
      id: 'odds',
      blocks: [question('changes'), question('meaning'), question('suspended')],
    },
    {
      id: 'settlement',
      blocks: [
        question('when'),
        question('void'),
        question('half'),
        question('cash-out'),
        question('no-cash-out'),
        question('correction', { kind: 'link', key: 'link', page: 'general-rules' }),
      ],
    },
    {
      id: 'responsible',
      blocks: [
        question('set-limit', { kind: 'link', key: 'link', page: 'responsible-gambling' }),
        question('raise'),
        question('break'),
        question('support'),
      ],
    },
    {
      id: 'technical',
      blocks: [
        question('language'),
        question('odds-format'),
        question('live-updates'),
        question('keyboard'),
        question('browsers'),
      ],
    },
  ],
};
