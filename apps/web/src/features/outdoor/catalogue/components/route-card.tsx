import type { CragRouteSummary } from '@climb/contracts';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragRoutePath } from '../../../../climbing/paths';
import { RouteMarkPlace } from '../../../../climbing/record-slots';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { useFormatters } from '../../../../lib/use-formatters';
import classes from './route-card.module.css';

/**
 * The words and number formats of a list's cards, asked once for the whole list: each translation hook costs its
 * share of the server's render, and a crag lists up to a hundred routes.
 */
export function useRouteCardWording() {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  const { metres, decimal } = useFormatters();
  return { t, label, metres, decimal };
}

export type RouteCardWording = ReturnType<typeof useRouteCardWording>;

interface RouteCardProps {
  route: CragRouteSummary;
  /** Name the route's sector (a list not grouped by sector). */
  showSector?: boolean;
  wording: RouteCardWording;
}

/**
 * One route of a list: the whole card is the link, big enough for a thumb; the climber's mark when signed in. A
 * crag lists up to a hundred of them: plain elements, the kit's Paper and Text looks in the CSS module.
 */
export function RouteCard({ route, showSector = false, wording }: RouteCardProps) {
  const { t, label, metres, decimal } = wording;
  const details = [
    label('climbing_types', route.climbing_type),
    route.height === null ? null : metres(route.height),
    route.pitches_count > 1 ? t('routes.pitchesCount', { count: route.pitches_count }) : null,
    showSector && route.crag_sector ? route.crag_sector.name : null,
    route.ascents_count > 0 ? t('routes.ascentsCount', { count: route.ascents_count }) : null,
  ].filter(Boolean);
  return (
    <Link to={cragRoutePath(route)} className={classes.card} data-testid="route-card">
      <div className={classes.row}>
        <div className={classes.grade}>
          {route.grade_min_value ? (
            <GradeBadge value={route.grade_min_value} max={route.grade_max_value} size="lg" />
          ) : (
            <p className={classes.small}>{t('routes.ungraded')}</p>
          )}
        </div>
        <div className={classes.body}>
          <p className={classes.name}>{route.name}</p>
          <p className={classes.small}>{details.join(' · ')}</p>
        </div>
        <RouteMarkPlace routeId={route.id} />
        {route.note === null ? null : (
          <div className={classes.note}>
            <IconStar size={16} aria-hidden />
            <p className={classes.noteValue} aria-hidden="true">
              {decimal(route.note)}
            </p>
            <VisuallyHiddenText>{t('routes.note', { note: decimal(route.note) })}</VisuallyHiddenText>
          </div>
        )}
      </div>
    </Link>
  );
}
