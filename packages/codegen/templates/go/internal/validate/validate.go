// Package validate checks a request body against a resource's JSON Schema (the one Tamga's own
// server validates with), kept as Go values: the issue paths and codes are the ones Tamga answers.
package validate

import (
	"encoding/json"
	"math"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"unicode/utf8"

	"__MODULE__/internal/apierror"
)

// Schema is an object schema: its properties in order, the required ones, nothing else allowed.
type Schema struct {
	Properties []Property
	Required   []string
}

// Property is one property of a Schema.
type Property struct {
	Name string
	Rule Rule
}

// Rule is what one value must be; a nil limit does not apply.
type Rule struct {
	// Types are JSON Schema types: "string", "number", "integer", "boolean", "array", "null".
	Types            []string
	Format           string
	MinLength        *int
	MaxLength        *int
	Pattern          *regexp.Regexp
	Minimum          *float64
	Maximum          *float64
	ExclusiveMinimum *float64
	ExclusiveMaximum *float64
	// Enum holds the allowed values: strings, numbers, booleans and nil.
	Enum []any
	// Const, when set, is the one value allowed.
	Const       *any
	Items       *Rule
	MinItems    *int
	UniqueItems bool
	// Properties and Required check the members of an object value.
	Properties []Property
	Required   []string
}

// Int is a limit literal.
func Int(n int) *int { return &n }

// Float is a limit literal.
func Float(f float64) *float64 { return &f }

// Constant is a Const literal.
func Constant(value any) *any { return &value }

// Has reports whether the schema has the property.
func (s Schema) Has(name string) bool {
	for _, property := range s.Properties {
		if property.Name == name {
			return true
		}
	}
	return false
}

// Check returns the issues of body (decoded with json.Number numbers), schema properties first
// in schema order, then the properties the schema does not know, by name.
func Check(schema Schema, body map[string]any) []apierror.Issue {
	var issues []apierror.Issue
	known := make(map[string]bool, len(schema.Properties))
	required := make(map[string]bool, len(schema.Required))
	for _, name := range schema.Required {
		required[name] = true
	}
	for _, property := range schema.Properties {
		known[property.Name] = true
		value, present := body[property.Name]
		path := "/" + escapePointer(property.Name)
		if !present {
			if required[property.Name] {
				issues = append(issues, issue(path, "required", "заавал бөглөнө", "is required"))
			}
			continue
		}
		issues = checkValue(property.Rule, path, value, issues)
	}
	var unknown []string
	for name := range body {
		if !known[name] {
			unknown = append(unknown, name)
		}
	}
	sort.Strings(unknown)
	for _, name := range unknown {
		issues = append(issues, issue("/"+escapePointer(name), "additionalProperties", "энэ талбарыг хүлээн авахгүй", "is not a field of this form"))
	}
	return issues
}

func escapePointer(name string) string {
	out := make([]rune, 0, len(name))
	for _, r := range name {
		switch r {
		case '~':
			out = append(out, '~', '0')
		case '/':
			out = append(out, '~', '1')
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

func issue(path, code, mn, en string) apierror.Issue {
	return apierror.Issue{Path: path, Code: code, Message: apierror.Message{Mn: mn, En: en}}
}

// typeOf is the JSON Schema type of a decoded value; a whole number is an "integer".
func typeOf(value any) string {
	switch v := value.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number:
		if f, err := v.Float64(); err == nil && f == math.Trunc(f) && !math.IsInf(f, 0) {
			return "integer"
		}
		return "number"
	case string:
		return "string"
	case []any:
		return "array"
	default:
		return "object"
	}
}

func typeAllowed(types []string, actual string) bool {
	if len(types) == 0 {
		return true
	}
	for _, allowed := range types {
		if allowed == actual || (allowed == "number" && actual == "integer") {
			return true
		}
	}
	return false
}

func checkValue(rule Rule, path string, value any, issues []apierror.Issue) []apierror.Issue {
	actual := typeOf(value)
	if !typeAllowed(rule.Types, actual) {
		return append(issues, issue(path, "type", "төрөл буруу байна", "has the wrong type"))
	}
	if len(rule.Enum) > 0 && !inEnum(rule.Enum, value) {
		issues = append(issues, issue(path, "enum", "зөвшөөрөгдсөн утгуудын нэг байх ёстой", "must be one of the allowed values"))
	}
	if rule.Const != nil && !sameValue(*rule.Const, value) {
		issues = append(issues, issue(path, "const", "зөвшөөрөгдсөн утга биш байна", "must be the allowed value"))
	}
	switch v := value.(type) {
	case map[string]any:
		issues = checkObject(rule, path, v, issues)
	case string:
		issues = checkString(rule, path, v, issues)
	case json.Number:
		issues = checkNumber(rule, path, v, issues)
	case []any:
		issues = checkArray(rule, path, v, issues)
	}
	return issues
}

func checkObject(rule Rule, path string, value map[string]any, issues []apierror.Issue) []apierror.Issue {
	for _, name := range rule.Required {
		if _, present := value[name]; !present {
			issues = append(issues, issue(path+"/"+escapePointer(name), "required", "заавал бөглөнө", "is required"))
		}
	}
	for _, property := range rule.Properties {
		if member, present := value[property.Name]; present {
			issues = checkValue(property.Rule, path+"/"+escapePointer(property.Name), member, issues)
		}
	}
	return issues
}

func checkString(rule Rule, path, value string, issues []apierror.Issue) []apierror.Issue {
	length := utf8.RuneCountInString(value)
	if rule.MinLength != nil && length < *rule.MinLength {
		issues = append(issues, issue(path, "minLength",
			strconv.Itoa(*rule.MinLength)+"-с цөөнгүй тэмдэгт байх ёстой",
			"must have at least "+strconv.Itoa(*rule.MinLength)+" characters"))
	}
	if rule.MaxLength != nil && length > *rule.MaxLength {
		issues = append(issues, issue(path, "maxLength",
			strconv.Itoa(*rule.MaxLength)+"-с олонгүй тэмдэгт байх ёстой",
			"must have at most "+strconv.Itoa(*rule.MaxLength)+" characters"))
	}
	if rule.Pattern != nil && !rule.Pattern.MatchString(value) {
		issues = append(issues, issue(path, "pattern", "хэлбэр буруу байна", "does not match the expected pattern"))
	}
	if rule.Format != "" && !formatValid(rule.Format, value) {
		issues = append(issues, issue(path, "format", "хэлбэр буруу байна ("+rule.Format+")", "must be a valid "+rule.Format))
	}
	return issues
}

func checkNumber(rule Rule, path string, value json.Number, issues []apierror.Issue) []apierror.Issue {
	f, err := value.Float64()
	if err != nil {
		return append(issues, issue(path, "type", "тоо байх ёстой", "must be a number"))
	}
	limit := func(bound *float64, fails func(float64) bool, code, mn, en string) {
		if bound != nil && fails(*bound) {
			text := strconv.FormatFloat(*bound, 'f', -1, 64)
			issues = append(issues, issue(path, code, text+" "+mn, en+" "+text))
		}
	}
	limit(rule.Minimum, func(b float64) bool { return f < b }, "minimum", "-с бага байж болохгүй", "must be at least")
	limit(rule.Maximum, func(b float64) bool { return f > b }, "maximum", "-с их байж болохгүй", "must be at most")
	limit(rule.ExclusiveMinimum, func(b float64) bool { return f <= b }, "exclusiveMinimum", "-с их байх ёстой", "must be more than")
	limit(rule.ExclusiveMaximum, func(b float64) bool { return f >= b }, "exclusiveMaximum", "-с бага байх ёстой", "must be less than")
	return issues
}

func checkArray(rule Rule, path string, values []any, issues []apierror.Issue) []apierror.Issue {
	if rule.MinItems != nil && len(values) < *rule.MinItems {
		issues = append(issues, issue(path, "minItems",
			strconv.Itoa(*rule.MinItems)+"-с цөөнгүй утга сонгоно",
			"must have at least "+strconv.Itoa(*rule.MinItems)+" items"))
	}
	if rule.UniqueItems {
		for i := range values {
			for j := 0; j < i; j++ {
				if sameValue(values[i], values[j]) {
					issues = append(issues, issue(path, "uniqueItems", "давхардсан утга байна", "must not repeat a value"))
					i = len(values)
					break
				}
			}
		}
	}
	if rule.Items != nil {
		for index, item := range values {
			issues = checkValue(*rule.Items, path+"/"+strconv.Itoa(index), item, issues)
		}
	}
	return issues
}

func inEnum(allowed []any, value any) bool {
	for _, candidate := range allowed {
		if sameValue(candidate, value) {
			return true
		}
	}
	return false
}

// sameValue compares decoded JSON values, numbers by value whatever their decoding.
func sameValue(a, b any) bool {
	if fa, ok := number(a); ok {
		fb, ok := number(b)
		return ok && fa == fb
	}
	return reflect.DeepEqual(a, b)
}

func number(value any) (float64, bool) {
	switch v := value.(type) {
	case json.Number:
		f, err := v.Float64()
		return f, err == nil
	case float64:
		return v, true
	case int:
		return float64(v), true
	}
	return 0, false
}
