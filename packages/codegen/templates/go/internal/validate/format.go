package validate

import (
	"net/url"
	"regexp"
	"strings"
	"time"
)

var (
	emailPattern   = regexp.MustCompile(`(?i)^[a-z0-9!#$%&'*+/=?^_{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$`)
	isoTimePattern = regexp.MustCompile(`(?i)^\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$`)
	timePattern    = regexp.MustCompile(`(?i)^\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$`)
	uuidPattern    = regexp.MustCompile(`(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
)

// formatValid checks the formats Tamga's forms use, as ajv-formats reads them.
func formatValid(format, value string) bool {
	switch format {
	case "date":
		_, err := time.Parse("2006-01-02", value)
		return err == nil
	case "date-time":
		normalized := strings.ToUpper(strings.Replace(value, " ", "T", 1))
		_, err := time.Parse(time.RFC3339Nano, normalized)
		return err == nil
	case "time":
		return timePattern.MatchString(value)
	case "iso-time":
		return isoTimePattern.MatchString(value)
	case "email":
		return emailPattern.MatchString(value)
	case "uri":
		parsed, err := url.Parse(value)
		return err == nil && parsed.Scheme != "" && parsed.IsAbs()
	case "uuid":
		return uuidPattern.MatchString(value)
	default:
		return true
	}
}
