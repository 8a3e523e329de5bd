// Names that are obviously synthetic ("Synth …"), built from syllables so that search has varied words to match.

// About a thousand syllables (onset × vowel × coda): names then share letters about as often as real
// crag and route names do, so search benchmarks meet realistic index selectivity, not a 50-word vocabulary.
const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'cr',
  'dr',
  'fr',
  'gr',
  'pl',
  'tr',
  'st',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ou', 'ai'];
const CODAS = ['', 'l', 'n', 'r', 's', 'x'];
export const SYLLABLES = ONSETS.flatMap((onset) =>
  VOWELS.flatMap((vowel) => CODAS.map((coda) => `${onset}${vowel}${coda}`)),
);

const capitalize = (word) => word[0].toUpperCase() + word.slice(1);

/** One invented word of `min`–`max` syllables: `Torvela`. */
export function syntheticWord(random, min = 2, max = 3) {
  let word = '';
  for (let count = random.int(min, max); count > 0; count -= 1) word += random.pick(SYLLABLES);
  return capitalize(word);
}

/** `Synth Torvela` or `Synth Torvela Kan`: every synthetic crag, sector and route says what it is. */
export function syntheticName(random) {
  const words = [syntheticWord(random)];
  if (random.next() < 0.4) words.push(syntheticWord(random, 1, 2));
  return `Synth ${words.join(' ')}`;
}
