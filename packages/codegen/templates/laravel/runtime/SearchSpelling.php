<?php

declare(strict_types=1);

namespace Tamga\Api;

/**
 * The spellings of a search term, as Tamga's own server makes them (@tamga/schema's
 * searchVariants), so that Cyrillic and Latin-typed Mongolian find each other: "Болд" finds
 * "bold" and "Tsetseg" finds "Цэцэг". The tables are generated from the same schema; this
 * class walks them as searchVariants does. Needs nothing of Laravel.
 */
final class SearchSpelling
{
__SPELLING_TABLES__

    /**
     * The lower-case spellings to OR together as ILIKE patterns: the term itself, then its Latin
     * and Cyrillic readings alternated, likeliest first, at most MAX_VARIANTS; none for a blank
     * term. Not escaped for LIKE.
     *
     * @return list<string>
     */
    public static function variants(string $term): array
    {
        $normalized = self::normalized($term);
        if ($normalized === '') {
            return [];
        }
        $characters = self::characters($normalized);
        $latin = self::expand(self::latinSegments($characters), self::MAX_VARIANTS);
        $cyrillic = self::expand(self::cyrillicSegments($characters), self::MAX_VARIANTS);
        $variants = [$normalized];
        for ($index = 0; $index < max(count($latin), count($cyrillic)); $index++) {
            foreach ([$latin[$index] ?? null, $cyrillic[$index] ?? null] as $variant) {
                if ($variant !== null && count($variants) < self::MAX_VARIANTS
                    && !in_array($variant, $variants, true)) {
                    $variants[] = $variant;
                }
            }
        }

        return $variants;
    }

    /**
     * Lower-cased, trimmed, each run of inner whitespace one space; composed first (NFC) where
     * PHP has intl, so a letter typed as base plus combining mark compares as the precomposed one.
     */
    public static function normalized(string $text): string
    {
        if (class_exists(\Normalizer::class)) {
            $text = \Normalizer::normalize($text, \Normalizer::FORM_C) ?: $text;
        }
        $words = preg_split('/\s+/u', mb_strtolower($text, 'UTF-8'), -1, PREG_SPLIT_NO_EMPTY);

        return implode(' ', $words === false ? [] : $words);
    }

    /** @return list<string> */
    private static function characters(string $text): array
    {
        return preg_split('//u', $text, -1, PREG_SPLIT_NO_EMPTY) ?: [];
    }

    private static function isLetter(?string $character): bool
    {
        return $character !== null && preg_match('/^\p{L}$/u', $character) === 1;
    }

    private static function followsVowel(?string $previous): bool
    {
        return $previous !== null && str_contains(self::VOWELS_AND_SIGNS, $previous);
    }

    /**
     * A lower-case Cyrillic letter's Latin spellings, null when it is not one: е is "ye" at the
     * start of a word and after a vowel, "e" first after a consonant.
     *
     * @return list<string>|null
     */
    private static function romanizations(string $letter, ?string $previous): ?array
    {
        if ($letter === 'е' && self::isLetter($previous) && !self::followsVowel($previous)) {
            return ['e', 'ye'];
        }

        return self::CYRILLIC_TO_LATIN[$letter] ?? null;
    }

    /**
     * A segment of the term: segments with the same key always take the same spelling; one
     * with a single spelling has no key.
     *
     * @param list<string> $spellings
     * @return array{?string, list<string>}
     */
    private static function segment(string $key, array $spellings): array
    {
        return [count($spellings) > 1 ? $key : null, $spellings];
    }

    /**
     * The term read in Latin: a Cyrillic letter's spelling is chosen once for the whole term.
     *
     * @param list<string> $characters
     * @return list<array{?string, list<string>}>
     */
    private static function latinSegments(array $characters): array
    {
        $segments = [];
        foreach ($characters as $index => $character) {
            $spellings = self::romanizations($character, $characters[$index - 1] ?? null);
            $segments[] = $spellings === null ? [null, [$character]] : self::segment($character, $spellings);
        }

        return $segments;
    }

    /**
     * The term read in Cyrillic: a Latin letter's spelling is chosen per word (vowel harmony
     * keeps a word to one of о/у and ө/ү).
     *
     * @param list<string> $characters
     * @return list<array{?string, list<string>}>
     */
    private static function cyrillicSegments(array $characters): array
    {
        $segments = [];
        $word = 0;
        $index = 0;
        while ($index < count($characters)) {
            $character = $characters[$index];
            $previous = $characters[$index - 1] ?? null;
            if (!self::isLetter($character) && self::isLetter($previous)) {
                $word++;
            }
            $pair = $character . ($characters[$index + 1] ?? '');
            if (isset(self::LATIN_DIGRAPHS[$pair])) {
                $segments[] = self::segment($word . ':' . $pair, self::LATIN_DIGRAPHS[$pair]);
                $index += 2;
                continue;
            }
            if ($character === 'i' || $character === 'y') {
                // After a vowel, i and y close a diphthong with й (Altai → Алтай).
                $spelling = self::followsVowel($previous) ? 'й' : ($character === 'i' ? 'и' : 'ы');
                $segments[] = [null, [$spelling]];
            } elseif (isset(self::LATIN_LETTERS[$character])) {
                $segments[] = self::segment($word . ':' . $character, self::LATIN_LETTERS[$character]);
            } else {
                $segments[] = [null, [$character]];
            }
            $index++;
        }

        return $segments;
    }

    /**
     * Up to $limit distinct spellings of the segments, breadth first over the choices: every
     * letter's likeliest spelling, then those one step away, then two.
     *
     * @param list<array{?string, list<string>}> $segments
     * @return list<string>
     */
    private static function expand(array $segments, int $limit): array
    {
        $position = [];
        $counts = [];
        foreach ($segments as [$key, $spellings]) {
            if ($key !== null && !isset($position[$key])) {
                $position[$key] = count($counts);
                $counts[] = count($spellings);
            }
        }
        $found = [];
        $queue = [array_fill(0, count($counts), 0)];
        $queued = [implode(',', $queue[0]) => true];
        for ($next = 0; $next < count($queue) && count($found) < $limit; $next++) {
            $choice = $queue[$next];
            $spelled = '';
            foreach ($segments as [$key, $spellings]) {
                $spelled .= $spellings[$key === null ? 0 : $choice[$position[$key]]];
            }
            $found[$spelled] = true;
            foreach ($choice as $at => $chosen) {
                if ($chosen + 1 >= $counts[$at]) {
                    continue;
                }
                $further = $choice;
                $further[$at] = $chosen + 1;
                $id = implode(',', $further);
                if (!isset($queued[$id])) {
                    $queued[$id] = true;
                    $queue[] = $further;
                }
            }
        }

        return array_map('strval', array_keys($found));
    }
}
