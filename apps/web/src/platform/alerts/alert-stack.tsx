import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { unstyledClassName } from '../../components/plain-ui';
import classes from './alert-stack.module.css';
import { useAlertStore } from './alert-store';

/** Mantine's close icon (CloseButton), 16 px. */
function CloseIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" width={16} height={16} aria-hidden>
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function AlertStack() {
  const { t } = useTranslation('common');
  const alerts = useAlertStore((state) => state.alerts);
  const dismiss = useAlertStore((state) => state.dismiss);
  return (
    <div className={classes.stack} aria-live="polite">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.kind === 'error' ? 'alert' : 'status'}
          className={classes.notification}
          data-kind={alert.kind}
        >
          <div className={classes.icon}>
            {alert.kind === 'error' ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
          </div>
          <div className={classes.body}>
            <div className={classes.title}>{alert.message}</div>
            <div className={classes.description}>
              {alert.lines.map((line) => (
                <div key={line} className={classes.line}>
                  {line}
                </div>
              ))}
            </div>
          </div>
          <button
            type="button"
            className={`${unstyledClassName} ${classes.close}`}
            onClick={() => dismiss(alert.id)}
            aria-label={t('actions.dismiss')}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
