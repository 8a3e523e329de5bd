import type { Environment } from '@climb/contracts';
import { IconArrowRight, IconCheck, type TablerIcon } from '@tabler/icons-react';
import { PlainButtonLink, plainClasses } from '../../../components/plain-ui';
import { Group, List, ListItem, Stack, Text, ThemeIcon, Title } from '../../../components/ui';
import classes from './environment-card.module.css';

interface EnvironmentCardProps {
  environment: Environment;
  icon: TablerIcon;
  title: string;
  text: string;
  /** What the environment offers today; none for an environment still to come. */
  features?: string[];
  to: string;
  linkLabel: string;
}

/**
 * One environment on the home page: its colour as a top border and on icons, never behind small text.
 * The kit's plain elements: the home page loads none of Mantine's components.
 */
export function EnvironmentCard({
  environment,
  icon: Icon,
  title,
  text,
  features,
  to,
  linkLabel,
}: EnvironmentCardProps) {
  return (
    <div className={`${plainClasses.card} ${classes.card}`} data-environment={environment}>
      <Stack className={classes.body}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={environment} size="xl" radius="md" aria-hidden>
            <Icon size={26} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Title order={3}>{title}</Title>
        </Group>
        <Text>{text}</Text>
        {features?.length ? (
          <List type="none" className={classes.features}>
            {features.map((feature) => (
              <ListItem
                key={feature}
                icon={
                  <ThemeIcon variant="transparent" color={environment} size="sm" aria-hidden>
                    <IconCheck size={16} aria-hidden />
                  </ThemeIcon>
                }
              >
                {feature}
              </ListItem>
            ))}
          </List>
        ) : null}
        <PlainButtonLink
          to={to}
          variant="default"
          fullWidth
          rightSection={<IconArrowRight size={16} aria-hidden />}
          className={plainClasses.cardButton}
          classNames={{ label: plainClasses.cardButtonLabel }}
        >
          {linkLabel}
        </PlainButtonLink>
      </Stack>
    </div>
  );
}
