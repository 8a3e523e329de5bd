import type { Link } from '@climb/contracts';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VisuallyHiddenText } from '../../../../components/plain-ui';
import { Anchor, ExternalAnchor, Group, Text } from '../../../../components/ui';
import { ReportLink } from '../../reports/report-link';
import { linkEditPath } from '../../shared/media-paths';
import { useMayEdit } from '../../shared/media-permissions';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import classes from './link-list.module.css';

/**
 * A link to a page elsewhere, as climbers wrote it: its name, the host it leads to, its words. It opens in a new tab,
 * tells search engines it is the climbers' own (`nofollow ugc`) and gives the other site no hold on this page.
 */
function LinkItem({ link }: { link: Link }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const mayEdit = useMayEdit(link.user);
  return (
    <li className={classes.item} data-testid="link-item">
      <Group gap="xs" align="center">
        <ExternalAnchor
          href={link.url}
          rel="nofollow ugc noopener"
          target="_blank"
          className={classes.name}
          breakAnywhere
          data-testid="link-anchor"
        >
          {link.name}
          <IconExternalLink size={16} aria-hidden className={classes.icon} />
          <VisuallyHiddenText>{t('links.newTab')}</VisuallyHiddenText>
        </ExternalAnchor>
        <Text span size="sm" c="dimmed" breakAnywhere data-testid="link-host">
          {link.host}
        </Text>
      </Group>
      {link.description ? (
        <Text size="sm" preWrap breakAnywhere>
          {link.description}
        </Text>
      ) : null}
      {mayEdit ? (
        <Anchor to={linkEditPath(link.id)} size="sm" data-testid="link-edit-link">
          {t('actions.edit')}
        </Anchor>
      ) : (
        <ReportLink type="links" id={link.id} />
      )}
    </li>
  );
}

/** A record's links, in the order given (the newest first). */
export function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className={classes.list} data-testid="link-list">
      {links.map((link) => (
        <LinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}
