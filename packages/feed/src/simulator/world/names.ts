/**
 * Fictional competitor names, built from syllables with a national flavour so leagues read plausibly without
 * naming real clubs or people.
 */

import type { Rng } from '../prng';

type Flavour = 'en' | 'es' | 'de' | 'it' | 'fr' | 'pt' | 'nl' | 'pl' | 'nordic' | 'fi' | 'cz' | 'in' | 'kr';

// biome-ignore format: syllable tables read best as rows
const TOWNS: Readonly<Record<Flavour, readonly [readonly string[], readonly string[]]>> = {
  en: [['Ash', 'Brad', 'Carl', 'Dun', 'Elm', 'Fal', 'Gran', 'Hart', 'Kel', 'Lind', 'Mor', 'North', 'Oak', 'Pen', 'Ros', 'Stan', 'Thorn', 'Wes', 'Bel', 'Craw', 'Hal', 'Mill', 'Brook', 'Black'],
       ['ford', 'ton', 'field', 'bury', 'mouth', 'wick', 'dale', 'port', 'ham', 'ley', 'by', 'minster', 'well', 'stow']],
  es: [['Val', 'Alca', 'Mont', 'Sant', 'Villa', 'Torre', 'Cas', 'Ber', 'Lor', 'Mar', 'Sal', 'Gra', 'Zar', 'Olme'],
       ['encia', 'ledo', 'ueza', 'illa', 'ena', 'osa', 'anca', 'eda', 'ares', 'ejo', 'ada']],
  de: [['Ober', 'Neu', 'Alt', 'Wald', 'Stein', 'Rosen', 'Eich', 'Berg', 'Hohen', 'Frei', 'Lind', 'Mühl', 'Sonn', 'Kron'],
       ['burg', 'dorf', 'hausen', 'heim', 'bach', 'feld', 'stadt', 'au', 'ingen', 'hof']],
  it: [['Monte', 'Castel', 'Villa', 'Porto', 'Torre', 'Borgo', 'Rocca', 'Val', 'Pian', 'Colle', 'Campo', 'Fonte'],
       ['fiore', 'rosso', 'nuovo', 'bello', 'mare', 'lago', 'verde', 'alto', 'sole', 'chiaro']],
  fr: [['Mont', 'Beau', 'Ville', 'Font', 'Roche', 'Clair', 'Bel', 'Mar', 'Bois', 'Val', 'Pont', 'Champ'],
       ['mont', 'ville', 'fort', 'lieu', 'val', 'bourg', 'sac', 'lac', 'rive', 'celle']],
  pt: [['Vila', 'Porto', 'Santa', 'Monte', 'Rio', 'Serra', 'Campo', 'Ponte', 'Alto', 'Barra', 'Costa'],
       [' Nova', ' Verde', ' do Mar', ' Real', ' Alegre', ' Bela', ' Grande', ' do Sul', ' Branca', ' Formosa']],
  nl: [['Oost', 'West', 'Noord', 'Zuid', 'Groen', 'Hoog', 'Lang', 'Berg', 'Dijk', 'Zand', 'Brug'],
       ['dam', 'dorp', 'veen', 'wijk', 'hoven', 'burg', 'stein', 'recht', 'haven']],
  pl: [['Biało', 'Czarno', 'Zielo', 'Nowo', 'Stara', 'Wola', 'Góra', 'Kras', 'Lub', 'Sucho', 'Jasło'],
       ['gard', 'wice', 'nów', 'wo', 'sko', 'wiec', 'mierz', 'szyn']],
  nordic: [['Ny', 'Öster', 'Väs', 'Björk', 'Sund', 'Lind', 'Fors', 'Strand', 'Berg', 'Hag', 'Ek'],
           ['vik', 'by', 'holm', 'stad', 'sala', 'köping', 'borg', 'berga', 'näs']],
  fi: [['Järvi', 'Koski', 'Mäki', 'Lahti', 'Kallio', 'Rauta', 'Vaara', 'Kivi', 'Salo'],
       ['nen', 'la', 'järvi', 'salo', 'koski', 'vesi', 'mäki', 'niemi']],
  cz: [['Nov', 'Hor', 'Dol', 'Kam', 'Brez', 'Lip', 'Vel', 'Krá', 'Sob', 'Tur'],
       ['ice', 'ov', 'any', 'ín', 'ná', 'ec', 'nov', 'ník']],
  in: [['Ami', 'Bhar', 'Chan', 'Deva', 'Gul', 'Indra', 'Jay', 'Kal', 'Mad', 'Nag', 'Raj', 'Sur'],
       ['pur', 'abad', 'nagar', 'garh', 'kot', 'pura', 'wada']],
  kr: [['Han', 'Seo', 'Dae', 'Gwang', 'Cheon', 'Jeon', 'Su', 'Mok', 'Yeon', 'Gang'],
       ['san', 'ju', 'won', 'cheon', 'do', 'gu', 'pyeong', 'neung']],
};

const FLAVOUR_BY_COUNTRY: Readonly<Record<string, Flavour>> = {
  GB: 'en',
  US: 'en',
  AU: 'en',
  CA: 'en',
  IE: 'en',
  ES: 'es',
  AR: 'es',
  DE: 'de',
  IT: 'it',
  FR: 'fr',
  PT: 'pt',
  BR: 'pt',
  NL: 'nl',
  PL: 'pl',
  SE: 'nordic',
  NO: 'nordic',
  FI: 'fi',
  CZ: 'cz',
  IN: 'in',
  KR: 'kr',
};

export function flavourOf(country: string | null): Flavour {
  return (country && FLAVOUR_BY_COUNTRY[country]) || 'en';
}

export function townName(rng: Rng, country: string | null): string {
  const [starts, ends] = TOWNS[flavourOf(country)];
  return `${rng.pick(starts)}${rng.pick(ends)}`;
}

const CLUB_FORMS: Readonly<Record<Flavour, readonly string[]>> = {
  en: ['{} FC', '{} United', '{} City', '{} Athletic', '{} Rovers', '{} Wanderers', '{} Albion', '{} Town'],
  es: ['Real {}', 'CD {}', 'Atlético {}', 'UD {}', '{} CF'],
  de: ['FC {}', 'SV {}', 'VfB {}', 'TSV {}', 'SC {}'],
  it: ['AC {}', 'US {}', '{} Calcio', 'Sporting {}'],
  fr: ['FC {}', 'Olympique {}', 'AS {}', 'Stade {}', 'RC {}'],
  pt: ['SC {}', 'CD {}', 'Atlético {}', 'EC {}'],
  nl: ['FC {}', 'SC {}', 'VV {}', 'Sparta {}'],
  pl: ['KS {}', 'Polonia {}', '{} FC', 'Stal {}'],
  nordic: ['IF {}', '{} BK', '{} FF'],
  fi: ['{} Palloseura', 'FC {}'],
  cz: ['FK {}', 'SK {}', 'Slavoj {}'],
  in: ['{} FC', '{} United'],
  kr: ['{} FC', '{} United'],
};

const NICKNAMES: Readonly<Record<'basketball' | 'ice-hockey' | 'cricket', readonly string[]>> = {
  basketball: [
    'Hawks',
    'Comets',
    'Rockets',
    'Kings',
    'Bears',
    'Wizards',
    'Flyers',
    'Storm',
    'Stallions',
    'Chargers',
  ],
  'ice-hockey': [
    'Wolves',
    'Blades',
    'Flames',
    'Lynx',
    'Icemen',
    'Bisons',
    'Grizzlies',
    'Falcons',
    'Avalanche',
  ],
  cricket: ['Strikers', 'Kings', 'Titans', 'Warriors', 'Royals', 'Chargers', 'Riders', 'Knights'],
};

export type TeamSport = 'football' | 'basketball' | 'ice-hockey' | 'cricket';

export interface TeamName {
  name: string;
  town: string;
}

export function teamName(rng: Rng, sport: TeamSport, country: string | null): TeamName {
  const town = townName(rng, country);
  if (sport === 'football') {
    return { name: rng.pick(CLUB_FORMS[flavourOf(country)]).replace('{}', town), town };
  }
  return { name: `${town} ${rng.pick(NICKNAMES[sport])}`, town };
}

// biome-ignore format: name tables read best as rows
const PLAYERS: Readonly<Partial<Record<Flavour, { men: readonly string[]; women: readonly string[]; last: readonly string[] }>>> = {
  en: { men: ['Oliver', 'Harry', 'Jack', 'Liam', 'Noah', 'Ethan'], women: ['Emma', 'Olivia', 'Grace', 'Chloe', 'Lucy', 'Ava'],
        last: ['Hartley', 'Brennan', 'Whitford', 'Caldwell', 'Ashby', 'Marlow', 'Pryce', 'Holloway', 'Stanton', 'Fairley'] },
  es: { men: ['Pablo', 'Diego', 'Javier', 'Marcos', 'Hugo', 'Álvaro'], women: ['Lucía', 'Paula', 'Carla', 'Elena', 'Marta', 'Sofía'],
        last: ['Ferrán', 'Olmedo', 'Serrano', 'Valcárcel', 'Robledo', 'Quintero', 'Arribas', 'Montoya', 'Calvet', 'Llorente'] },
  fr: { men: ['Hugo', 'Louis', 'Lucas', 'Théo', 'Jules', 'Mathis'], women: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Jade'],
        last: ['Delorme', 'Marchand', 'Fournel', 'Lacombe', 'Besson', 'Morvan', 'Carrel', 'Duval', 'Rochet', 'Guérin'] },
  de: { men: ['Lukas', 'Felix', 'Jonas', 'Leon', 'Maximilian', 'Paul'], women: ['Lena', 'Hannah', 'Anna', 'Lea', 'Marie', 'Sophie'],
        last: ['Brandt', 'Keller', 'Vogt', 'Hartmann', 'Lindner', 'Seidel', 'Kraus', 'Albrecht', 'Ebert', 'Winkler'] },
  it: { men: ['Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Luca', 'Davide'], women: ['Giulia', 'Chiara', 'Sara', 'Martina', 'Alice', 'Elisa'],
        last: ['Bellini', 'Ferretti', 'Galli', 'Moretti', 'Rinaldi', 'Testa', 'Villa', 'Cattaneo', 'Fabbri', 'Longo'] },
  cz: { men: ['Jakub', 'Tomáš', 'Ondřej', 'Lukáš', 'Adam', 'Vojtěch'], women: ['Tereza', 'Eliška', 'Anna', 'Karolína', 'Adéla', 'Klára'],
        last: ['Novák', 'Dvořák', 'Kovář', 'Beneš', 'Holub', 'Malý', 'Šťastný', 'Vlček', 'Kolář', 'Pokorný'] },
  nordic: { men: ['Erik', 'Lars', 'Anders', 'Magnus', 'Jonas', 'Henrik'], women: ['Ingrid', 'Sofie', 'Maja', 'Astrid', 'Nora', 'Elin'],
            last: ['Lindqvist', 'Berg', 'Dahl', 'Holm', 'Nyberg', 'Sandvik', 'Ekström', 'Haugen', 'Strand', 'Lund'] },
  pt: { men: ['João', 'Tiago', 'Rafael', 'Gabriel', 'Miguel', 'Rodrigo'], women: ['Beatriz', 'Mariana', 'Inês', 'Ana', 'Leonor', 'Carolina'],
        last: ['Sardinha', 'Carvalhal', 'Teixeira', 'Moreira', 'Pacheco', 'Queirós', 'Fontes', 'Barros', 'Lobato', 'Mourão'] },
};

const TENNIS_COUNTRIES = [
  'GB',
  'US',
  'AU',
  'ES',
  'AR',
  'FR',
  'DE',
  'IT',
  'CZ',
  'SE',
  'NO',
  'PT',
  'BR',
] as const;

export interface PlayerName {
  name: string;
  lastName: string;
  country: string;
}

export function playerName(rng: Rng, women: boolean): PlayerName {
  const country = rng.pick(TENNIS_COUNTRIES);
  const table = PLAYERS[flavourOf(country)] ?? PLAYERS.en;
  if (!table) throw new Error('no player names');
  const first = rng.pick(women ? table.women : table.men);
  const last = rng.pick(table.last);
  return { name: `${first} ${last}`, lastName: last, country };
}

const ADJECTIVES = [
  'Crimson',
  'Iron',
  'Silent',
  'Golden',
  'Shadow',
  'Neon',
  'Frost',
  'Storm',
  'Rapid',
  'Royal',
  'Wild',
  'Lunar',
  'Solar',
  'Arctic',
  'Savage',
  'Phantom',
  'Mystic',
  'Atomic',
];
const NOUNS = [
  'Wolves',
  'Foxes',
  'Titans',
  'Ravens',
  'Vipers',
  'Knights',
  'Dragons',
  'Sharks',
  'Falcons',
  'Owls',
  'Lions',
  'Hornets',
  'Giants',
  'Pirates',
  'Spartans',
  'Comets',
];

export function esportsTeamName(rng: Rng): string {
  const name = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  return rng.chance(0.3) ? `${name} ${rng.pick(['Esports', 'Gaming', 'Club'])}` : name;
}

/** Up to three capital letters for scoreboards. */
export function abbreviate(text: string, initials = false): string {
  const plain = text.normalize('NFD').replace(/[^A-Za-z ]/g, '');
  if (initials) {
    const letters = plain
      .split(' ')
      .filter((w) => w.length > 0)
      .map((w) => w[0] ?? '')
      .join('');
    if (letters.length >= 2) return letters.slice(0, 3).toUpperCase();
  }
  return plain.replace(/ /g, '').slice(0, 3).toUpperCase();
}
