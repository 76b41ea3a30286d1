// The inputs the generated servers' own tests hold their copies of Tamga's rules to: each test
// writes what @tamga/schema's function answers for these, so the Go and the Laravel project are
// held to the same cases.

/** Passwords that break each part of the password rule, and some that keep it. */
export const PASSWORDS = [
  'Demo#2026',
  'demo 2026',
  'short',
  'Aa1!',
  'ALLUPPER#2026',
  'alllower#2026',
  'NoDigits#here',
  'NoSpecial2026',
  'Tab\tinside#2026',
  'NoBreak\u00a0space#2026',
  'Нууц#2026Aa',
  'Emoji😀#2026Aa',
  'Aa1!'.repeat(32),
  `${'Aa1!'.repeat(32)}x`,
  '',
  '~`{}|\\<>?Ab1',
]

/** Terms that walk every part of the spelling rule: both scripts, digraphs, е, diphthongs, words, the limit. */
export const SPELLING_TERMS = [
  'Болд',
  'Khuder',
  'Өвөрхангай',
  'Uvurkhangai sum',
  'Altai',
  'Цэцэг, Улаанбаатар',
  'Batsukh',
  'Ерөөл',
  'Бензин',
  'Oyunchimeg',
  '  Улаан \t  Баатар ',
  'ХОВД',
  'Bayar',
  'Zhargal tsetseg',
  'Ёслол Юм Яг',
  '100%_x',
  'Хан khan',
  '',
]
