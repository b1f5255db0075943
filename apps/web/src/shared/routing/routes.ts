// Every fixed page of the product (spec part 1 §2 and the paths the shell names), keyed by the name
// of its message namespace (`page.<key>.*`). `name` is the body's data-page value (spec part 2 §2 where
// it names one); `index` says whether search engines may index it.

export type PageName =
  | 'sports'
  | 'in_play'
  | 'e_sports'
  | 'favorites'
  | 'sport'
  | 'category'
  | 'league'
  | 'match'
  | 'schedule'
  | 'results'
  | 'promotions'
  | 'bets_history'
  | 'horse_racing'
  | 'lotteries'
  | 'virtual_gaming_arena'
  | 'premium_cricket'
  | 'general_rules'
  | 'about'
  | 'sign_in'
  | 'sign_up'
  | 'password_new'
  | 'password_edit'
  | 'confirmation'
  | 'not_found'
  | 'error'
  | 'blocked'
  | 'locked'
  | 'init_sportsbook'
  | 'deposit'
  | 'transactions'
  | 'responsible_gambling'
  | 'terms_and_conditions'
  | 'help_center'
  | 'custom_page';

export interface PageRoute {
  /** Path after the locale prefix; '' is the locale root. */
  path: string;
  name: PageName;
  index: boolean;
}

export const pages = {
  sports: { path: '', name: 'sports', index: true },
  live: { path: '/live', name: 'in_play', index: true },
  cybersport: { path: '/cybersport', name: 'e_sports', index: true },
  favorites: { path: '/favorites', name: 'favorites', index: false },
  schedule: { path: '/schedule', name: 'schedule', index: true },
  results: { path: '/results', name: 'results', index: true },
  promotions: { path: '/promotions', name: 'promotions', index: true },
  racing: { path: '/racing', name: 'horse_racing', index: true },
  lotteries: { path: '/lotteries', name: 'lotteries', index: true },
  'premium-cricket': { path: '/premium-cricket', name: 'premium_cricket', index: true },
  'virtual-gaming-arena': { path: '/virtual-gaming-arena', name: 'virtual_gaming_arena', index: true },
  'general-rules': { path: '/general-rules', name: 'general_rules', index: true },
  about: { path: '/about', name: 'about', index: true },
  'terms-and-conditions': { path: '/terms-and-conditions', name: 'terms_and_conditions', index: true },
  'help-center': { path: '/help-center', name: 'help_center', index: true },
  'sign-in': { path: '/users/sign-in', name: 'sign_in', index: false },
  'sign-up': { path: '/users/sign-up', name: 'sign_up', index: false },
  'password-new': { path: '/users/password/new', name: 'password_new', index: false },
  'password-edit': { path: '/users/password/edit', name: 'password_edit', index: false },
  confirmation: { path: '/users/confirmation', name: 'confirmation', index: false },
  'bets-history': { path: '/bets-history', name: 'bets_history', index: false },
  deposit: { path: '/profile/wallet/deposit', name: 'deposit', index: false },
  transactions: { path: '/profile/wallet/transactions', name: 'transactions', index: false },
  'responsible-gambling': {
    path: '/profile/responsible-gambling',
    name: 'responsible_gambling',
    index: false,
  },
  'init-sportsbook': { path: '/init-sportsbook', name: 'init_sportsbook', index: false },
  'not-found': { path: '/404', name: 'not_found', index: false },
  error: { path: '/500', name: 'error', index: false },
  blocked: { path: '/blocked', name: 'blocked', index: false },
  locked: { path: '/locked', name: 'locked', index: false },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof pages;

/** The path segment custom pages live under: `/{locale}/pages/{slug}` (features/custom-pages). */
export const CUSTOM_PAGES_SEGMENT = 'pages';

/** Fixed pages with their own title and description (`page.<key>.title`, `.description`). */
export type ContentPageKey = Exclude<PageKey, 'not-found' | 'error' | 'blocked' | 'locked'>;

/** The catalogue's fixed pages: lists of matches from the API. */
export type CataloguePageKey = 'sports' | 'live' | 'cybersport' | 'schedule' | 'results';

/** Pages whose content arrives with later work; they render a plain description of what they will show. */
export type PlaceholderPageKey = Exclude<ContentPageKey, CataloguePageKey>;

/** A slug in a catalogue path (`/football/premier-league`): lower-case words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Path prefixes (after the locale) that are private to a player: never indexed. */
export const privatePathPrefixes = ['/users/', '/profile/', '/bets-history', '/favorites'] as const;
