import type { FormEntry, PastGame, StandingsRow } from '@sportsbook/contracts/match-info';
import { useTranslations } from 'next-intl';
import styles from './match-preview.module.css';

export interface MatchPreviewData {
  form: { home: FormEntry[]; away: FormEntry[] };
  meetings: PastGame[];
  rows: StandingsRow[];
}

interface Team {
  id: string;
  name: string;
}

/**
 * The prematch match page's preview (ADR 031): each team's form, the teams' latest meetings and the
 * tournament's table, as three captioned tables. A form letter is decoration; its cell says the result in words.
 */
export function MatchPreview({ home, away, data }: { home: Team; away: Team; data: MatchPreviewData }) {
  const t = useTranslations('match-info.preview');
  return (
    <section aria-labelledby="match-preview-title" className={styles.preview} data-testid="match-preview">
      <h2 id="match-preview-title" className={styles.title}>
        {t('title')}
      </h2>
      <FormTable teams={[home, away]} form={[data.form.home, data.form.away]} />
      <MeetingsTable meetings={data.meetings} />
      <StandingsTable rows={data.rows} highlighted={new Set([home.id, away.id])} />
    </section>
  );
}

function FormTable({ teams, form }: { teams: [Team, Team]; form: [FormEntry[], FormEntry[]] }) {
  const t = useTranslations('match-info.preview');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('form')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('team')}</th>
          <th scope="col">{t('results')}</th>
        </tr>
      </thead>
      <tbody>
        {teams.map((team, index) => (
          <tr key={team.id}>
            <th scope="row" className={styles.team}>
              {team.name}
            </th>
            <td>
              {(form[index] ?? []).length === 0 ? (
                t('no-games')
              ) : (
                <ol className={styles.form}>
                  {(form[index] ?? []).map((entry) => (
                    <FormLetter key={`${entry.game.season}-${entry.game.round}`} entry={entry} />
                  ))}
                </ol>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FormLetter({ entry }: { entry: FormEntry }) {
  const t = useTranslations('match-info.preview');
  const opponent = entry.venue === 'home' ? entry.game.away : entry.game.home;
  const own = entry.venue === 'home' ? entry.game.score.home : entry.game.score.away;
  const other = entry.venue === 'home' ? entry.game.score.away : entry.game.score.home;
  return (
    <li className={styles.result} data-result={entry.result}>
      <span aria-hidden="true">{t(`result-short.${entry.result}`)}</span>
      <span className="visually-hidden">
        {t('result-text', {
          result: t(`result.${entry.result}`),
          score: `${own}:${other}`,
          opponent: opponent.name,
        })}
      </span>
    </li>
  );
}

function MeetingsTable({ meetings }: { meetings: PastGame[] }) {
  const t = useTranslations('match-info.preview');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('h2h')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('season')}</th>
          <th scope="col">{t('home')}</th>
          <th scope="col">{t('score')}</th>
          <th scope="col">{t('away')}</th>
        </tr>
      </thead>
      <tbody>
        {meetings.map((game) => (
          <tr key={`${game.season}-${game.round}-${game.home.id}`}>
            <td>{t('season-ago', { ago: String(-game.season) })}</td>
            <td>{game.home.name}</td>
            <td className={styles.number}>{`${game.score.home}:${game.score.away}`}</td>
            <td>{game.away.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goals', 'points'] as const;

/** A column's short name as it shows (it fits a phone), its full name as it is read. */
function ColumnName({ column }: { column: (typeof COLUMNS)[number] | 'position' }) {
  const t = useTranslations('match-info.preview');
  return (
    <>
      <span aria-hidden="true" title={t(`column.${column}`)}>
        {t(`column-short.${column}`)}
      </span>
      <span className="visually-hidden">{t(`column.${column}`)}</span>
    </>
  );
}

function StandingsTable({ rows, highlighted }: { rows: StandingsRow[]; highlighted: ReadonlySet<string> }) {
  const t = useTranslations('match-info.preview');
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('standings')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <ColumnName column="position" />
          </th>
          <th scope="col">{t('team')}</th>
          {COLUMNS.map((column) => (
            <th scope="col" key={column} className={styles.number}>
              <ColumnName column={column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.team.id} className={highlighted.has(row.team.id) ? styles.playing : undefined}>
            <td className={styles.number}>{row.position}</td>
            <th scope="row" className={styles.team}>
              {row.team.name}
            </th>
            <td className={styles.number}>{row.played}</td>
            <td className={styles.number}>{row.won}</td>
            <td className={styles.number}>{row.drawn}</td>
            <td className={styles.number}>{row.lost}</td>
            <td className={styles.number}>{`${row.scored}:${row.conceded}`}</td>
            <td className={styles.number}>{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
