import { Card, Stack, Text, Title } from '../../../components/ui';
import classes from './content.module.css';

interface DescribedItemProps {
  title: string;
  /** Label and value pairs, shown as a description list. */
  rows: { label: string; value: string }[];
}

/** A card with a level-3 heading and a description list (`<dl>`): what, why, how long… */
export function DescribedItem({ title, rows }: DescribedItemProps) {
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <dl className={classes.descriptionList}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" fw={700} size="sm">
                {row.label}
              </Text>
              <Text component="dd" m={0}>
                {row.value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}
