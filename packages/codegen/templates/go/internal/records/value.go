package records

import (
	"encoding/json"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"

	"__MODULE__/internal/apierror"
)

// A value a request compares with a column (a set filter's `in`, a range bound), read and
// checked as Tamga reads it (@tamga/schema runtime/column-value.ts) before it is bound, so the
// database is never handed text it cannot cast, which would answer 500 for the caller's
// mistake. value_rules_test.go holds this file to Tamga's own answers.

var (
	dayPattern      = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`)
	dateTimePattern = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-5])(:?[0-5]\d)?)?$`)
	timePattern     = regexp.MustCompile(`^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$`)
	decimalPattern  = regexp.MustCompile(`^-?\d{1,30}(\.\d{1,30})?$`)
	int4Text        = regexp.MustCompile(`^-?\d{1,10}$`)
	int8Text        = regexp.MustCompile(`^-?\d{1,19}$`)
)

// maxSafeInteger is JavaScript's Number.MAX_SAFE_INTEGER: the largest integer Tamga reads from
// JSON exactly.
const maxSafeInteger = 1<<53 - 1

// jsonNumber is a JSON number as JavaScript reads it: a finite float64, or false (1e400).
func jsonNumber(value any) (float64, bool) {
	n, ok := value.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(n), 64)
	return f, err == nil && !math.IsInf(f, 0) && !math.IsNaN(f)
}

func isSafeInteger(f float64) bool {
	return f == math.Trunc(f) && math.Abs(f) <= maxSafeInteger
}

// isListText is whether a value is text a list may compare with: at most max UTF-16 code
// units (as JavaScript counts a string's length) and no NUL, which PostgreSQL refuses in text.
func isListText(value any, max int) (string, bool) {
	text, ok := value.(string)
	if !ok || strings.ContainsRune(text, 0) {
		return "", false
	}
	return text, len(utf16.Encode([]rune(text))) <= max
}

// isPrimitive is whether a JSON value is text, a finite number or true/false.
func isPrimitive(value any) bool {
	switch value.(type) {
	case string, bool:
		return true
	}
	_, ok := jsonNumber(value)
	return ok
}

// isCalendarDay is whether a matched date names a day of the calendar (2024-02-30 does not),
// as JavaScript's Date.UTC reads it: years 0 to 99 are taken as 1900 to 1999, so none is.
func isCalendarDay(match []string) bool {
	year, _ := strconv.Atoi(match[1])
	month, _ := strconv.Atoi(match[2])
	day, _ := strconv.Atoi(match[3])
	if year < 100 {
		return false
	}
	date := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	return date.Year() == year && int(date.Month()) == month && date.Day() == day
}

func mustBe(en, mn, ko string) *apierror.Message {
	return &apierror.Message{En: "must be " + en, Mn: mn + " байх ёстой", Ko: ko}
}

// listedValue is a value as a grid's filter sends it, in the column's own type where the text
// says so: a set or relation filter's values come as text from the grid ("20" for a key).
func listedValue(column Column, known bool, value any) any {
	text, ok := value.(string)
	if !ok || !known {
		return value
	}
	if column.Kind == KindInteger && int4Text.MatchString(text) {
		f, _ := strconv.ParseFloat(text, 64)
		return json.Number(strconv.FormatFloat(f, 'f', -1, 64))
	}
	if column.Kind == KindBoolean && (text == "true" || text == "false") {
		return text == "true"
	}
	return value
}

// checkValue is the value to bind for one compared with column, or what it must be instead.
// known is false for a column no request compares by type (geometry): any number, true, false
// or text then.
func checkValue(column Column, known bool, value any, maxText int) (any, *apierror.Message) {
	if !known {
		if _, ok := jsonNumber(value); ok {
			return string(value.(json.Number)), nil
		}
		if b, ok := value.(bool); ok {
			return b, nil
		}
		if text, ok := isListText(value, maxText); ok {
			return text, nil
		}
		return nil, &apierror.Message{
			En: "must be a number, true, false or text without a NUL character",
			Mn: "тоо, true, false эсвэл NUL тэмдэгтгүй текст байх ёстой",
		}
	}
	switch column.Kind {
	case KindInteger:
		if f, ok := jsonNumber(value); ok && isSafeInteger(f) && f >= math.MinInt32 && f <= math.MaxInt32 {
			return int64(f), nil
		}
		return nil, mustBe("an integer", "бүхэл тоо", "정수여야 합니다")
	case KindBigint:
		if f, ok := jsonNumber(value); ok && isSafeInteger(f) {
			return int64(f), nil
		}
		if text, ok := value.(string); ok && int8Text.MatchString(text) {
			if _, err := strconv.ParseInt(text, 10, 64); err == nil {
				return text, nil
			}
		}
		return nil, mustBe("an integer", "бүхэл тоо", "정수여야 합니다")
	case KindDecimal:
		if _, ok := jsonNumber(value); ok {
			return string(value.(json.Number)), nil
		}
		if text, ok := value.(string); ok && decimalPattern.MatchString(text) {
			return text, nil
		}
		return nil, mustBe("a number", "тоо", "숫자여야 합니다")
	case KindBoolean:
		if b, ok := value.(bool); ok {
			return b, nil
		}
		return nil, mustBe("true or false", "true эсвэл false", "true 또는 false여야 합니다")
	case KindDate, KindTimestamp, KindTimestampTZ:
		if text, ok := value.(string); ok {
			match := dayPattern.FindStringSubmatch(text)
			if match == nil {
				match = dateTimePattern.FindStringSubmatch(text)
			}
			if match != nil && isCalendarDay(match) {
				return text, nil
			}
		}
		return nil, mustBe("a date YYYY-MM-DD or an ISO date and time", "YYYY-MM-DD огноо эсвэл ISO огноо цаг", "YYYY-MM-DD 날짜 또는 ISO 날짜와 시간이어야 합니다")
	case KindJSON:
		return nil, &apierror.Message{
			En: "cannot be compared: a JSON column is not filtered",
			Mn: "JSON баганаар шүүх боломжгүй",
			Ko: "JSON 열은 필터할 수 없습니다",
		}
	}
	text, ok := isListText(value, maxText)
	if !ok {
		return nil, mustBe(
			"text of at most "+strconv.Itoa(maxText)+" characters, without a NUL character",
			"NUL тэмдэгтгүй, "+strconv.Itoa(maxText)+" хүртэл тэмдэгт бүхий текст",
			"NUL 문자가 없는 "+strconv.Itoa(maxText)+"자 이하의 텍스트여야 합니다")
	}
	if column.Kind == KindUUID && !uuidPattern.MatchString(text) {
		return nil, mustBe("a UUID", "UUID", "UUID여야 합니다")
	}
	if column.Kind == KindTime && !timePattern.MatchString(text) {
		return nil, mustBe("a time HH:MM[:SS]", "HH:MM[:SS] цаг", "HH:MM[:SS] 시간이어야 합니다")
	}
	return text, nil
}

// comparedColumn is a filtered column as its values are checked: known is false for one no
// request compares by type (geometry, or a name the table lacks).
func (r *Resource) comparedColumn(name string) (Column, bool) {
	column, ok := r.column(name)
	if !ok || column.Kind == KindGeometry {
		return Column{}, false
	}
	return column, true
}
