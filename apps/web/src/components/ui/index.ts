/*
 * The kit of the pages the server renders (docs/decisions/030): Mantine's looks and most of its props on plain
 * elements, styled by CSS modules and data attributes. A component here never writes a `style` attribute or a
 * `<style>` element, which the pages' security policy refuses, and renders several times faster than Mantine's.
 */
export { InputChevron, NativeSelect, PasswordInput, TextInput } from './inputs';
export { Box, Center, Divider, Group, SimpleGrid, Stack } from './layout';
export { Breadcrumbs, List, ListItem, Table, TableScroll } from './lists';
export { Alert, Badge, Card, Paper, ThemeIcon } from './surfaces';
export type { Color, FontWeight, Size, Spacing, SpacingProps, TextColor } from './tokens';
export { Anchor, Code, ExternalAnchor, Text, Title } from './typography';
