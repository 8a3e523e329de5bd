import type { GymLabelRoute, GymLabelTemplate, LabelField } from '@climb/contracts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../../lib/use-formatters';
import { useLevelText, useRouteName } from '../../../catalogue/components/route-grade';
import { HoldColorList, HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { LABELS_NAMESPACE } from '../labels-texts';
import { QrCode } from './qr-code';
import classes from './route-label.module.css';

/** What a label needs of its template. */
export type LabelLook = Pick<GymLabelTemplate, 'layout' | 'font' | 'qr_position' | 'fields' | 'footer'>;

/** The absolute address a route's QR code holds: the site's origin and the route's short address. */
export function routeAddress(route: Pick<GymLabelRoute, 'path'>, origin: string): string {
  return `${origin}${route.path}`;
}

/** One field of a route as its label prints it; nothing when the route has no value for it. */
function useFieldLines(route: GymLabelRoute) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const { label } = useIndoorLabels();
  const levelText = useLevelText();
  const routeName = useRouteName();
  const { date } = useFormatters();
  return (field: LabelField): ReactNode => {
    switch (field) {
      case 'name':
        return <span className={classes.name}>{routeName(route)}</span>;
      case 'grade':
        return route.grade_text ? <span className={classes.grade}>{route.grade_text}</span> : null;
      case 'level': {
        const level = levelText({ level_index: route.level_index, sub_level: null });
        return level ? (
          <span className={classes.line}>
            {route.level_color ? <HoldColorSwatch color={route.level_color} size="sm" /> : null}
            {level}
          </span>
        ) : null;
      }
      case 'sub_level':
        return route.sub_level === null ? null : <span>{t('label.subLevel', { sub: route.sub_level })}</span>;
      case 'hold_colors':
        return route.hold_colors.length > 0 ? (
          <span className={classes.line}>
            <HoldColorList colors={route.hold_colors} kind="holds" size="sm" />
          </span>
        ) : null;
      case 'sector':
        return <span>{route.sector_name}</span>;
      case 'openers':
        return route.openers.length > 0 ? <span>{t('label.openers', { names: route.openers.join(', ') })}</span> : null;
      case 'opened_at':
        return <span>{t('label.openedAt', { date: date(route.opened_at) })}</span>;
      case 'points':
        return route.points === null ? null : <span>{t('label.points', { count: route.points })}</span>;
      case 'anchor_number':
        return route.anchor_number === null ? null : <span>{t('label.anchor', { number: route.anchor_number })}</span>;
      case 'styles':
        return route.styles.length > 0 ? (
          <span>{route.styles.map((style) => label('climbing_styles', style)).join(', ')}</span>
        ) : null;
      case 'description':
        return route.description ? <span className={classes.description}>{route.description}</span> : null;
    }
  };
}

/**
 * One route's label: the template's fields in its order, the QR code of the route's address where the template puts
 * it, the footer last. Drawn in millimetres, the same on screen (the preview) and on paper.
 */
export const RouteLabel = memo(function RouteLabel({
  route,
  look,
  origin,
}: {
  route: GymLabelRoute;
  look: LabelLook;
  origin: string;
}) {
  const { t } = useTranslation(LABELS_NAMESPACE);
  const routeName = useRouteName();
  const lineOf = useFieldLines(route);
  const lines = look.fields.map((field) => [field, lineOf(field)] as const).filter(([, line]) => line !== null);
  return (
    <div
      className={classes.label}
      data-layout={look.layout}
      data-font={look.font}
      data-qr={look.qr_position}
      data-testid="route-label"
      data-route-id={route.id}
    >
      {look.qr_position === 'none' ? null : (
        <QrCode value={routeAddress(route, origin)} label={t('label.qr', { name: routeName(route) })} />
      )}
      <div className={classes.text}>
        {lines.map(([field, line]) => (
          <div key={field} data-field={field}>
            {line}
          </div>
        ))}
        {look.footer ? <div className={classes.footer}>{look.footer}</div> : null}
      </div>
    </div>
  );
});
