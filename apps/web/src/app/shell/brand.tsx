import { PRODUCT_NAME } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unstyledClassName } from '../../components/plain-ui';
import classes from './top-bar.module.css';

export function Brand() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={unstyledClassName} aria-label={t('navigation.homeOf', { name: PRODUCT_NAME })}>
      <span className={classes.brand}>
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span className={classes.brandName}>{PRODUCT_NAME}</span>
      </span>
    </Link>
  );
}
