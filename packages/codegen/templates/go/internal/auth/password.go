package auth

import (
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"strings"

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
