import type { CurrentUser, GymRanking } from '@climb/contracts';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Paper, Stack, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import { useFormatters } from '../../../../lib/use-formatters';
import { SignInInvitation } from '../../../../platform/session/sign-in-invitation';
import { RANKING_NAMESPACE } from '../ranking-texts';
import classes from './my-standing.module.css';
import { RankingCard } from './ranking-list';

/** Where a climber logs an indoor ascent. */
export const LOG_INDOOR_ASCENT_PATH = '/ascents/indoor/new';
const PRIVACY_SETTINGS_PATH = '/home/settings/privacy';

function ActionLink({
  to,
  icon,
  label,
  testId,
}: {
  to: string;
  icon: 'log' | 'settings';
  label: string;
  testId: string;
}) {
  if (!isBuilt(to)) return null;
  const Icon = icon === 'log' ? IconPlus : IconSettings;
  return (
    <PlainButtonLink
      to={to}
      variant="light"
      color="primary"
      leftSection={<Icon size={18} aria-hidden />}
      data-testid={testId}
    >
      {label}
    </PlainButtonLink>
  );
}

/** "You are 12th of 240 — 4,350 points", and the line itself when it is not on the page shown. */
function RankedClimber({ me, total, onPage }: { me: NonNullable<GymRanking['me']>; total: number; onPage: boolean }) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  const { integer } = useFormatters();
  return (
    <Stack gap="xs" className={classes.box} component="section" aria-label={t('me.label')} data-testid="my-standing">
      <Text fw={600} data-testid="my-standing-text">
        {t('me.standing', {
          rank: t('rank', { count: me.rank, ordinal: true }),
          total: integer(total),
          score: t('score', { count: me.score, value: integer(me.score) }),
        })}
      </Text>
      {onPage ? null : (
        <div data-testid="my-pinned-line">
          <RankingCard entry={me} mine tied={false} />
        </div>
      )}
    </Stack>
  );
}

/**
 * What the page says to whoever is there, above the ranking: a visitor learns how climbers get in and is invited
 * to sign in; a ranked climber reads their place (their line pinned when it is on another page); one who is not
 * ranked learns why (a private logbook, the filters, no ascent yet) and how to get in.
 */
export function MyStanding({
  user,
  ranking,
  onPage,
  filtered,
}: {
  /** The signed-in climber, null for a visitor. */
  user: CurrentUser | null;
  ranking: GymRanking;
  /** Whether the climber's line is among the page's lines. */
  onPage: boolean;
  filtered: boolean;
}) {
  const { t } = useTranslation(RANKING_NAMESPACE);
  if (!user) return <SignInInvitation text={t('visitor')} />;
  if (ranking.me) return <RankedClimber me={ranking.me} total={ranking.total} onPage={onPage} />;
  if (!user.privacy.public_indoor_ascents) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="my-standing-private">
        <Stack gap="sm" align="flex-start">
          <Text>{t('me.private')}</Text>
          <ActionLink to={PRIVACY_SETTINGS_PATH} icon="settings" label={t('me.privateAction')} testId="privacy-link" />
        </Stack>
      </Paper>
    );
  }
  // Nobody ranked at all: the empty list says it and offers the way in.
  if (ranking.total === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-standing-unranked">
      <Stack gap="sm" align="flex-start">
        <Text>{filtered ? t('me.notRankedFiltered') : t('me.notRanked')}</Text>
        {filtered ? null : (
          <ActionLink to={LOG_INDOOR_ASCENT_PATH} icon="log" label={t('me.logAction')} testId="log-ascent-link" />
        )}
      </Stack>
    </Paper>
  );
}
