import type { HoldColor } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../components/plain-ui';
import classes from './hold-color-swatch.module.css';
import { useIndoorLabels } from './indoor-labels';

interface SwatchProps {
  color: HoldColor;
  /** `sm` in lists and tables, `lg` as a route's level in its panel. */
  size?: 'sm' | 'md' | 'lg';
  /** The name beside the swatch, rather than for screen readers only. */
  withName?: boolean;
}

/**
 * A named colour of a hold, a tag or a level, drawn as a round swatch edged for both themes (a white one on a
 * light page, a black one on a dark page). Its name is always there: read aloud, or written beside it.
 */
export function HoldColorSwatch({ color, size = 'md', withName = false }: SwatchProps) {
  const { label } = useIndoorLabels();
  const name = label('hold_colors', color);
  return (
    <span className={classes.item} data-testid="hold-color" data-color={color}>
      <span className={classes.swatch} data-color={color} data-size={size} aria-hidden="true" />
      {withName ? <span className={classes.name}>{name}</span> : <VisuallyHiddenText>{name}</VisuallyHiddenText>}
    </span>
  );
}

/**
 * Several colours (a route's holds or tags) under one name for screen readers: "Prises : rouge, bleu". Nothing when
 * the list is empty.
 */
export function HoldColorList({
  colors,
  kind,
  size = 'sm',
  withNames = false,
}: {
  colors: readonly HoldColor[];
  kind: 'holds' | 'tags';
  size?: SwatchProps['size'];
  withNames?: boolean;
}) {
  const { t } = useTranslation('indoor');
  const { label } = useIndoorLabels();
  if (colors.length === 0) return null;
  const names = colors.map((color) => label('hold_colors', color)).join(', ');
  return (
    <span
      className={classes.list}
      role="img"
      aria-label={t(`colors.${kind}`, { names })}
      data-testid={`${kind}-colors`}
      data-kind={kind}
    >
      {colors.map((color, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a route may show the same colour twice (two-tone holds).
        <span key={`${color}-${index}`} className={classes.item}>
          <span className={classes.swatch} data-color={color} data-size={size} data-kind={kind} />
          {withNames ? <span className={classes.name}>{label('hold_colors', color)}</span> : null}
        </span>
      ))}
    </span>
  );
}
