import type { HoldColor } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import classes from './color-dot.module.css';

/**
 * A route's or a level's colour as a round dot edged for both themes, its name beside it or for screen readers
 * only. (The indoor catalogue draws its swatches alike; a feature cannot import the other's.)
 */
export function ColorDot({
  color,
  size = 'md',
  withName = false,
}: {
  color: HoldColor;
  size?: 'sm' | 'md' | 'lg';
  withName?: boolean;
}) {
  const { t } = useTranslation('indoor-enums');
  const name = t(`hold_colors.${color}`);
  return (
    <span className={classes.item} data-testid="color-dot" data-color={color}>
      <span className={classes.dot} data-color={color} data-size={size} aria-hidden="true" />
      {withName ? <span>{name}</span> : <VisuallyHiddenText>{name}</VisuallyHiddenText>}
    </span>
  );
}
