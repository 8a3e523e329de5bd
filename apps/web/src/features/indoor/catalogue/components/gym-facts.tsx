import type { Gym } from '@climb/contracts';
import { IconClock, IconMail, IconMapPin, IconPhone, IconWorld, type TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalAnchor, Paper } from '../../../../components/ui';
import classes from './gym-facts.module.css';

function Fact({
  Icon,
  label,
  children,
  testId,
}: {
  Icon: TablerIcon;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <dt className={classes.label}>
        <Icon size={20} aria-hidden className={classes.icon} />
        {label}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/** `https://www.bloc.fr/lyon/` → `www.bloc.fr/lyon`: the address as a person reads it. */
function shownAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** The gym's address, contact and opening hours: phone, e-mail and web site as links a phone opens. */
export function GymFacts({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  const address = [gym.address, [gym.postal_code, gym.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p="md">
      <dl className={classes.facts}>
        <Fact Icon={IconMapPin} label={t('gym.address')} testId="gym-address">
          {address}
        </Fact>
        {gym.phone_number ? (
          <Fact Icon={IconPhone} label={t('gym.phone')} testId="gym-phone">
            <ExternalAnchor href={`tel:${gym.phone_number.replace(/[^\d+]/g, '')}`}>{gym.phone_number}</ExternalAnchor>
          </Fact>
        ) : null}
        {gym.email ? (
          <Fact Icon={IconMail} label={t('gym.email')} testId="gym-email">
            <ExternalAnchor href={`mailto:${gym.email}`}>{gym.email}</ExternalAnchor>
          </Fact>
        ) : null}
        {gym.web_site ? (
          <Fact Icon={IconWorld} label={t('gym.webSite')} testId="gym-web-site">
            <ExternalAnchor href={gym.web_site} rel="noopener noreferrer nofollow" target="_blank">
              {shownAddress(gym.web_site)}
            </ExternalAnchor>
          </Fact>
        ) : null}
        <Fact Icon={IconClock} label={t('gym.hours')} testId="gym-hours">
          {gym.hours ? <span className={classes.hours}>{gym.hours}</span> : t('gym.noHours')}
        </Fact>
      </dl>
    </Paper>
  );
}
