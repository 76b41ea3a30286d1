package records

// The tables a search term's spellings are made from (@tamga/schema rules/transliteration.ts),
// walked by spelling.go as Tamga's searchVariants walks them.

// maxSearchVariants is the most spellings a search ORs together, the term itself included.
const maxSearchVariants = 8

// maxSearchLength is the longest search term, in UTF-16 code units as Tamga counts it.
const maxSearchLength = 200

// maxFilterValues is the most values a set filter's `in` takes.
const maxFilterValues = 500

// vowelsAndSigns are the vowels of either script and the Cyrillic signs.
const vowelsAndSigns = "aeiouöüаэиоуөүыеёюяъь"

// cyrillicToLatin: a Cyrillic letter's Latin spellings, the most common first.
var cyrillicToLatin = map[string][]string{
	"а": {"a"},
	"б": {"b"},
	"в": {"v"},
	"г": {"g"},
	"д": {"d"},
	"е": {"ye", "e"},
	"ё": {"yo"},
	"ж": {"j"},
	"з": {"z"},
	"и": {"i"},
	"й": {"i"},
	"к": {"k"},
	"л": {"l"},
	"м": {"m"},
	"н": {"n"},
	"о": {"o"},
	"ө": {"u", "o"},
	"п": {"p"},
	"р": {"r"},
	"с": {"s"},
	"т": {"t"},
	"у": {"u"},
	"ү": {"u", "v"},
	"ф": {"f"},
	"х": {"kh", "h"},
	"ц": {"ts"},
	"ч": {"ch"},
	"ш": {"sh"},
	"щ": {"sh"},
	"ъ": {"i"},
	"ы": {"y"},
	"ь": {"i"},
	"э": {"e"},
	"ю": {"yu"},
	"я": {"ya"},
}

// latinDigraphs: typed Latin letter pairs' Cyrillic spellings.
var latinDigraphs = map[string][]string{
	"kh": {"х"},
	"zh": {"ж"},
	"ts": {"ц", "тс"},
	"ch": {"ч"},
	"sh": {"ш"},
	"ya": {"я"},
	"yo": {"ё"},
	"yu": {"ю", "юу"},
	"ye": {"е"},
}

// latinLetters: typed Latin letters' Cyrillic spellings, the most common first.
var latinLetters = map[string][]string{
	"a": {"а"},
	"b": {"б"},
	"c": {"ц"},
	"d": {"д"},
	"e": {"э", "е"},
	"f": {"ф"},
	"g": {"г"},
	"h": {"х"},
	"j": {"ж"},
	"k": {"к"},
	"l": {"л"},
	"m": {"м"},
	"n": {"н"},
	"o": {"о", "ө"},
	"p": {"п"},
	"q": {"к"},
	"r": {"р"},
	"s": {"с"},
	"t": {"т"},
	"u": {"у", "ү", "ө"},
	"v": {"в", "ү"},
	"w": {"в"},
	"x": {"х"},
	"z": {"з"},
	"ö": {"ө"},
	"ü": {"ү"},
}
