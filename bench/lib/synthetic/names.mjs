// Names that are obviously synthetic ("Synth …"), built from syllables so that search has varied words to match.

const SYLLABLES = [
  'ba',
  'bel',
  'bor',
  'ca',
  'cal',
  'dar',
  'del',
  'dor',
  'fa',
  'fel',
  'gan',
  'gor',
  'ja',
  'ka',
  'kel',
  'la',
  'lan',
  'lor',
  'ma',
  'mar',
  'mon',
  'na',
  'nor',
  'pa',
  'pel',
  'ra',
  'ril',
  'ro',
  'sa',
  'sel',
  'sor',
  'ta',
  'tel',
  'tor',
  'va',
  'vel',
  'vi',
  'zan',
  'zor',
  'qui',
  'bri',
  'cro',
  'dru',
  'fre',
  'gli',
  'plo',
  'stra',
  'tri',
];

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
