package records

import (
	"strconv"
	"strings"
	"unicode"
)

// The spellings of a search term, as Tamga's own server makes them (@tamga/schema's
// searchVariants), so that Cyrillic and Latin-typed Mongolian find each other: `Болд` finds
// `bold` and `Tsetseg` finds `Цэцэг`. The tables are generated from the same schema.

// segment is one piece of a term being spelled; segments with the same key always take the
// same choice of spelling.
type segment struct {
	key       string
	spellings []string
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

func followsVowel(previous rune, ok bool) bool {
	return ok && strings.ContainsRune(vowelsAndSigns, unicode.ToLower(previous))
}

// romanizations are the Latin spellings of a lower-case Cyrillic letter: е is `ye` at the
// start of a word and after a vowel, `e` first after a consonant.
func romanizations(letter rune, previous rune, hasPrevious bool) []string {
	if letter == 'е' && hasPrevious && isLetter(previous) && !followsVowel(previous, true) {
		return []string{"e", "ye"}
	}
	return cyrillicToLatin[string(letter)]
}

func newSegment(key string, spellings []string) segment {
	if len(spellings) > 1 {
		return segment{key: key, spellings: spellings}
	}
	return segment{spellings: spellings}
}

// latinSegments reads a lower-case term in Latin: a Cyrillic letter's spelling is chosen once
// for the whole term.
func latinSegments(text []rune) []segment {
	segments := make([]segment, len(text))
	for i, r := range text {
		var previous rune
		if i > 0 {
			previous = text[i-1]
		}
		spellings := romanizations(r, previous, i > 0)
		if spellings == nil {
			segments[i] = segment{spellings: []string{string(r)}}
		} else {
			segments[i] = newSegment(string(r), spellings)
		}
	}
	return segments
}

// cyrillicSegments reads a lower-case term in Cyrillic: a Latin letter's spelling is chosen
// per word (vowel harmony keeps a word to one of о/у and ө/ү).
func cyrillicSegments(text []rune) []segment {
	var segments []segment
	word := 0
	for i := 0; i < len(text); {
		r := text[i]
		if !isLetter(r) && i > 0 && isLetter(text[i-1]) {
			word++
		}
		prefix := strconv.Itoa(word) + ":"
		if i+1 < len(text) {
			pair := string(text[i : i+2])
			if spellings, ok := latinDigraphs[pair]; ok {
				segments = append(segments, newSegment(prefix+pair, spellings))
				i += 2
				continue
			}
		}
		switch {
		case r == 'i' || r == 'y':
			// After a vowel, i and y close a diphthong with й (Altai → Алтай).
			spelling := "ы"
			if i > 0 && followsVowel(text[i-1], true) {
				spelling = "й"
			} else if r == 'i' {
				spelling = "и"
			}
			segments = append(segments, segment{spellings: []string{spelling}})
		default:
			if spellings, ok := latinLetters[string(r)]; ok {
				segments = append(segments, newSegment(prefix+string(r), spellings))
			} else {
				segments = append(segments, segment{spellings: []string{string(r)}})
			}
		}
		i++
	}
	return segments
}

// expand answers up to limit distinct spellings of the segments, breadth first over the
// choices: every letter's likeliest spelling, then those one step away, then two.
func expand(segments []segment, limit int) []string {
	var keys []string
	var counts []int
	index := map[string]int{}
	for _, s := range segments {
		if _, seen := index[s.key]; s.key != "" && !seen {
			index[s.key] = len(keys)
			keys = append(keys, s.key)
			counts = append(counts, len(s.spellings))
		}
	}
	spellOut := func(choice []int) string {
		var b strings.Builder
		for _, s := range segments {
			chosen := 0
			if s.key != "" {
				chosen = choice[index[s.key]]
			}
			b.WriteString(s.spellings[chosen])
		}
		return b.String()
	}
	var found []string
	seen := map[string]bool{}
	queue := [][]int{make([]int, len(keys))}
	queued := map[string]bool{choiceID(queue[0]): true}
	for q := 0; q < len(queue) && len(found) < limit; q++ {
		choice := queue[q]
		if spelled := spellOut(choice); !seen[spelled] {
			seen[spelled] = true
			found = append(found, spelled)
		}
		for position, chosen := range choice {
			if chosen+1 >= counts[position] {
				continue
			}
			next := append([]int(nil), choice...)
			next[position] = chosen + 1
			if id := choiceID(next); !queued[id] {
				queued[id] = true
				queue = append(queue, next)
			}
		}
	}
	return found
}

func choiceID(choice []int) string {
	parts := make([]string, len(choice))
	for i, c := range choice {
		parts[i] = strconv.Itoa(c)
	}
	return strings.Join(parts, ",")
}

// normalizeForSearch lower-cases text, trims it and collapses inner whitespace to one space.
// (Tamga also composes it to NFC first; this server takes the precomposed letters a keyboard
// types.)
func normalizeForSearch(text string) string {
	return strings.Join(strings.Fields(strings.ToLower(text)), " ")
}

// searchVariants are the lower-case spellings of a search term to OR together as ILIKE
// patterns: the term itself, then its Latin and Cyrillic readings alternated, at most
// maxSearchVariants.
func searchVariants(term string) []string {
	normalized := normalizeForSearch(term)
	if normalized == "" {
		return nil
	}
	text := []rune(normalized)
	latin := expand(latinSegments(text), maxSearchVariants)
	cyrillic := expand(cyrillicSegments(text), maxSearchVariants)
	variants := []string{normalized}
	seen := map[string]bool{normalized: true}
	for i := 0; i < len(latin) || i < len(cyrillic); i++ {
		for _, list := range [][]string{latin, cyrillic} {
			if i < len(list) && !seen[list[i]] && len(variants) < maxSearchVariants {
				seen[list[i]] = true
				variants = append(variants, list[i])
			}
		}
	}
	return variants
}
