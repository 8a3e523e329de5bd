import classes from './paragraphs.module.css';
import { Text } from './ui';

/** Paragraphs of running text, one `<p>` each. */
export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((item) => (
        <Text key={item} className={classes.paragraph}>
          {item}
        </Text>
      ))}
    </>
  );
}
