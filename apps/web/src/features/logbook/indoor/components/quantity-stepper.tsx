import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { unstyledClassName } from '../../../../components/plain-ui';
import { QUANTITY_MAX } from '../lib/indoor-constants';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { stepQuantity } from '../lib/indoor-values';
import classes from './quantity-stepper.module.css';

/** How many climbs an ascent without a route stands for ("3 × green"): a number between a minus and a plus, 1 to 100. */
export function QuantityStepper({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const id = useId();
  const quantity = Number.parseInt(value, 10);
  return (
    <div className={classes.field} data-testid="quantity-stepper">
      <label htmlFor={id} className={classes.label}>
        {t('form.quantity')}
      </label>
      <div className={classes.row}>
        <button
          type="button"
          aria-label={t('form.quantityLess')}
          aria-controls={id}
          disabled={quantity <= 1}
          onClick={() => onChange(String(stepQuantity(value, -1)))}
          className={`${unstyledClassName} ${classes.step}`}
          data-testid="quantity-less"
        >
          <IconMinus size={20} aria-hidden />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUANTITY_MAX}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={classes.input}
          data-testid="quantity-input"
        />
        <button
          type="button"
          aria-label={t('form.quantityMore')}
          aria-controls={id}
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => onChange(String(stepQuantity(value, 1)))}
          className={`${unstyledClassName} ${classes.step}`}
          data-testid="quantity-more"
        >
          <IconPlus size={20} aria-hidden />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={classes.hint}>
          {t('form.quantityHint', { max: QUANTITY_MAX })}
        </p>
      )}
    </div>
  );
}
