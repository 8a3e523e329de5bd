import { Text } from '@mantine/core';

/** Paragraphs of running text, one `<p>` each. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((item) => (
        <Text key={item} maw="44rem">
          {item}
        </Text>
      ))}
    </>
  );
}
