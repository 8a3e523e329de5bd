import { IconInfoCircle } from '@tabler/icons-react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Card,
  Group,
  List,
  ListItem,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from './index';

function page() {
  return renderToString(
    <MemoryRouter>
      <Stack gap="xs" mt="md" component="section" aria-label="kit">
        <Title order={2} size="h4" c="dimmed">
          Titre
        </Title>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="sm" c="dimmed" fw={700} breakAnywhere>
            Texte
          </Text>
          <Badge variant="light" color="orange" size="lg" leftSection={<IconInfoCircle size={12} />}>
            6a
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder radius="md" p="sm" component={Anchor} to="/crags/1/a">
            Lien
          </Paper>
          <Card withBorder>Carte</Card>
        </SimpleGrid>
        <ThemeIcon variant="light" color="outdoor" size="lg">
          <IconInfoCircle />
        </ThemeIcon>
        <Alert color="red" title="Erreur">
          Message
        </Alert>
        <List spacing="xs">
          <ListItem icon={<IconInfoCircle size={12} />}>Un</ListItem>
        </List>
        <Table striped>
          <tbody>
            <tr>
              <td>Case</td>
            </tr>
          </tbody>
        </Table>
        <Breadcrumbs>
          <Anchor to="/">Accueil</Anchor>
          <span>Site</span>
        </Breadcrumbs>
      </Stack>
    </MemoryRouter>,
  );
}

describe('the kit', () => {
  it('writes no style attribute and no style element', () => {
    const html = page();
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('<style');
  });

  it('says its looks with classes and data attributes', () => {
    const html = page();
    expect(html).toMatch(/<section[^>]*class="[^"]*stack[^"]*gap_xs[^"]*mt_md/);
    expect(html).toContain('data-justify="space-between"');
    expect(html).toContain('data-wrap="nowrap"');
    expect(html).toMatch(/class="[^"]*badge[^"]*palette_orange/);
    expect(html).toContain('data-cols="1" data-cols-sm="2"');
    expect(html).toMatch(
      /<a[^>]*class="[^"]*paper[^"]*"[^>]*href="\/crags\/1\/a"|<a[^>]*href="\/crags\/1\/a"[^>]*class="[^"]*paper/,
    );
    expect(html).toMatch(/<h2[^>]*data-size="h4"/);
  });
});
