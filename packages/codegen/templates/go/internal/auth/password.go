package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/crypto/argon2"
)

// errHashFormat is a stored hash this server cannot read.
var errHashFormat = errors.New("password hash is not an argon2id PHC string")

// VerifyPassword checks password against an argon2id PHC string
// (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`, unpadded base64), as the npm argon2 package writes it.
func VerifyPassword(phc, password string) (bool, error) {
	parts := strings.Split(phc, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" {
		return false, errHashFormat
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errHashFormat
	}
	memory, iterations, threads, err := parameters(parts[3])
	if err != nil {
		return false, err
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return false, errHashFormat
	}
	want, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, errHashFormat
	}
	got := argon2.IDKey([]byte(password), salt, iterations, memory, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// parameters reads `m=…,t=…,p=…` in any order (the npm package writes `m=…,p=…,t=…`).
func parameters(text string) (memory, iterations uint32, threads uint8, err error) {
	seen := map[string]bool{}
	for _, pair := range strings.Split(text, ",") {
		key, value, found := strings.Cut(pair, "=")
		if !found {
			return 0, 0, 0, errHashFormat
		}
		var bits int
		switch key {
		case "m", "t":
			bits = 32
		case "p":
			bits = 8
		default:
			return 0, 0, 0, errHashFormat
		}
		n, parseErr := strconv.ParseUint(value, 10, bits)
		if parseErr != nil || n == 0 {
			return 0, 0, 0, errHashFormat
		}
		switch key {
		case "m":
			memory = uint32(n)
		case "t":
			iterations = uint32(n)
		case "p":
			threads = uint8(n)
		}
		seen[key] = true
	}
	if !seen["m"] || !seen["t"] || !seen["p"] {
		return 0, 0, 0, errHashFormat
	}
	return memory, iterations, threads, nil
}

// HashPassword hashes a password as Tamga stores every account's: argon2id at the standard cost
// with a 16-byte salt and a 32-byte key, written `$argon2id$v=19$m=…,t=…,p=…$salt$key` (the
// order PHP's password_verify reads too).
func HashPassword(password string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("making a salt: %w", err)
	}
	key := argon2.IDKey([]byte(password), salt, hashPasses, hashMemoryKiB, hashLanes, 32)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, hashMemoryKiB, hashPasses, hashLanes,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

// unknownHash is checked against when a sign-in names no account, so it takes as long as one
// that does: made once, from a password no one has.
var unknownHash = func() string {
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	hash, _ := HashPassword(base64.RawStdEncoding.EncodeToString(secret))
	return hash
}()

// spaceClass is JavaScript's \s, which the rule is written with (RE2's \s is ASCII only).
const spaceClass = `\t\n\v\f\r \x{a0}\x{1680}\x{2000}-\x{200a}\x{2028}\x{2029}\x{202f}\x{205f}\x{3000}\x{feff}`

var (
	upperLatin = regexp.MustCompile(`[A-Z]`)
	lowerLatin = regexp.MustCompile(`[a-z]`)
	digit      = regexp.MustCompile(`[0-9]`)
	special    = regexp.MustCompile("[!-/:-@\\[-`{-~]")
	whitespace = regexp.MustCompile(`[` + spaceClass + `]`)
	nonLatin   = regexp.MustCompile(`[^\x20-\x7E` + spaceClass + `]`)
)

// CheckPassword is the password rule Tamga checks at registration and every change (spec 5):
// what is wrong with password, each in English and Mongolian; empty when it is good.
func CheckPassword(password string) []string {
	codes := passwordProblemCodes(password)
	problems := make([]string, len(codes))
	for i, code := range codes {
		problems[i] = passwordProblems[code][1] + " (" + passwordProblems[code][0] + ")"
	}
	return problems
}

// passwordProblemCodes are the codes of the rule's broken parts, in the rule's order.
func passwordProblemCodes(password string) []string {
	var codes []string
	length := utf8.RuneCountInString(password)
	if length < passwordMinLength {
		codes = append(codes, "too-short")
	}
	if length > passwordMaxLength {
		codes = append(codes, "too-long")
	}
	for _, check := range []struct {
		code string
		ok   bool
	}{
		{"uppercase", upperLatin.MatchString(password)},
		{"lowercase", lowerLatin.MatchString(password)},
		{"digit", digit.MatchString(password)},
		{"special", special.MatchString(password)},
		{"spaces", !whitespace.MatchString(password)},
		{"non-latin", !nonLatin.MatchString(password)},
	} {
		if !check.ok {
			codes = append(codes, check.code)
		}
	}
	return codes
}
