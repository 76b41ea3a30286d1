// Go tests generated into the project that hold its copies of Tamga's rules to the rules
// themselves: the expected values are what @tamga/schema's own functions answer, written at
// generation, so `go test ./...` fails where the Go spelling of a rule drifts from Tamga's.
import {
  checkPassword,
  DEFAULT_LOCKOUT_POLICY,
  failureDelay,
  filterValueProblem,
  listedFilterValue,
  lockedMessage,
  searchVariants,
} from '@tamga/schema'
import { PASSWORDS, SPELLING_TERMS } from '../plan/ruleSamples.ts'
import type { ValueKind } from '../plan/types.ts'
import { valueColumnOf } from '../plan/valueColumn.ts'
import { goString } from './goSyntax.ts'

const goStrings = (values: readonly string[]): string =>
  values.length === 0 ? 'nil' : `[]string{${values.map(goString).join(', ')}}`

/** internal/records/spelling_rules_test.go */
export function spellingRulesTest(): string {
  return `package records

import (
\t"reflect"
\t"testing"
)

// The spellings Tamga's own searchVariants gives these terms, written at generation: this
// server must search the same ones.
var tamgaSpellings = []struct {
\tterm     string
\tvariants []string
}{
${SPELLING_TERMS.map((term) => `\t{${goString(term)}, ${goStrings(searchVariants(term))}},`).join('\n')}
}

func TestSearchVariantsAreTamgas(t *testing.T) {
\tfor _, c := range tamgaSpellings {
\t\tif got := searchVariants(c.term); !reflect.DeepEqual(got, c.variants) {
\t\t\tt.Errorf("searchVariants(%q) = %q, Tamga spells %q", c.term, got, c.variants)
\t\t}
\t}
}
`
}

/** internal/auth/rules_test.go */
export function authRulesTest(): string {
  const policy = DEFAULT_LOCKOUT_POLICY
  const delays = [0, 1, 2, 3, 4, 5, 9, 30].map((failures) => `\t{${failures}, ${failureDelay(failures, policy)}},`)
  const texts = [1, 2, 15].map((minutes) => {
    const message = lockedMessage(minutes)
    return `\t{${minutes}, ${goString(message.mn_MN)}, ${goString(message.en_US)}, ${goString(message.ko_KR)}},`
  })
  return `package auth

import (
\t"reflect"
\t"testing"
\t"time"
)

// What Tamga's own rules answer, written at generation from @tamga/schema: checkPassword's
// codes, failureDelay's milliseconds and lockedMessage's words.
var tamgaPasswords = []struct {
\tpassword string
\tcodes    []string
}{
${PASSWORDS.map((password) => `\t{${goString(password)}, ${goStrings(checkPassword(password).map((problem) => problem.code))}},`).join('\n')}
}

var tamgaDelays = []struct {
\tfailures     int
\tmilliseconds int
}{
${delays.join('\n')}
}

var tamgaLockedTexts = []struct {
\tminutes    int
\tmn, en, ko string
}{
${texts.join('\n')}
}

func TestPasswordRuleIsTamgas(t *testing.T) {
\tfor _, c := range tamgaPasswords {
\t\tif got := passwordProblemCodes(c.password); !reflect.DeepEqual(got, c.codes) {
\t\t\tt.Errorf("password %q: %q, Tamga says %q", c.password, got, c.codes)
\t\t}
\t}
}

func TestFailureDelaysAreTamgas(t *testing.T) {
\tfor _, c := range tamgaDelays {
\t\tif got := delayAfter(c.failures); got != time.Duration(c.milliseconds)*time.Millisecond {
\t\t\tt.Errorf("after %d failures: %s, Tamga waits %d ms", c.failures, got, c.milliseconds)
\t\t}
\t}
}

func TestLockedTextsAreTamgas(t *testing.T) {
\tnow := time.Now()
\tfor _, c := range tamgaLockedTexts {
\t\tgot := locked(now.Add(time.Duration(c.minutes)*time.Minute), now).Err.Texts
\t\tif got.Mn != c.mn || got.En != c.en || got.Ko != c.ko {
\t\t\tt.Errorf("%d minutes: %+v, Tamga says %q / %q / %q", c.minutes, *got, c.mn, c.en, c.ko)
\t\t}
\t}
}

func TestAHashItMakesVerifies(t *testing.T) {
\thash, err := HashPassword("Demo#2026")
\tif err != nil {
\t\tt.Fatal(err)
\t}
\tif ok, err := VerifyPassword(hash, "Demo#2026"); err != nil || !ok {
\t\tt.Fatalf("its own hash %q does not verify: %v", hash, err)
\t}
\tif ok, _ := VerifyPassword(hash, "Demo#2027"); ok {
\t\tt.Fatal("a wrong password verifies")
\t}
}
`
}

/** The Go kinds of records/resource.go, by the plan's kind they are written for. */
const GO_KINDS: ReadonlyArray<readonly [string, ValueKind]> = [
  ['KindInteger', 'integer'],
  ['KindBigint', 'bigint'],
  ['KindDecimal', 'decimal'],
  ['KindBoolean', 'boolean'],
  ['KindDate', 'date'],
  ['KindTimestampTZ', 'timestamptz'],
  ['KindString', 'string'],
  ['KindUUID', 'uuid'],
  ['KindTime', 'time'],
  ['KindJSON', 'json'],
  ['KindGeometry', 'geometry'],
]

/** Filter values, as JSON, that walk every branch of the value check. */
const FILTER_VALUES = [
  '20',
  '"20"',
  '"0020"',
  '-7',
  '1.5',
  '"1.50"',
  '99999999999',
  '"9223372036854775808"',
  '1e20',
  '9007199254740993',
  'true',
  '"true"',
  '"yes"',
  '"Ховд"',
  '"2024-02-29"',
  '"2023-02-29"',
  '"0050-01-01"',
  '"1999-12-31T10:00:00Z"',
  '"2024-01-01 10:00:00.123456+08:00"',
  '"1999-12-31T25:00"',
  '"12:30"',
  '"25:00"',
  '"6f1d2c3b-0a9e-4d5f-8b7c-1e2d3c4b5a69"',
  '"6F1D2C3B-0A9E-4D5F-8B7C-1E2D3C4B5A69"',
  '"not-a-uuid"',
  '"a\\u0000b"',
  JSON.stringify('ө'.repeat(200)),
  JSON.stringify('𝔸'.repeat(101)),
]

/** internal/records/value_rules_test.go */
export function valueRulesTest(): string {
  const rows = GO_KINDS.flatMap(([kind, planKind]) =>
    FILTER_VALUES.map((json) => {
      const column = valueColumnOf(planKind)
      const problem = filterValueProblem(column, listedFilterValue(column, JSON.parse(json)))
      const known = column !== undefined
      return `\t{${kind}, ${known}, ${goString(json)}, ${goString(problem?.mn_MN ?? '')}, ${goString(problem?.en_US ?? '')}, ${goString(problem?.ko_KR ?? '')}},`
    }),
  )
  return `package records

import (
\t"bytes"
\t"encoding/json"
\t"testing"
)

// What Tamga's own check (@tamga/schema runtime/column-value.ts) says of each filter value
// compared with a column of each kind, written at generation: "" where the value fits.
var tamgaValues = []struct {
\tkind       Kind
\tknown      bool
\tjson       string
\tmn, en, ko string
}{
${rows.join('\n')}
}

func TestFilterValuesAreReadAsTamgaReadsThem(t *testing.T) {
\tfor _, c := range tamgaValues {
\t\tdecoder := json.NewDecoder(bytes.NewReader([]byte(c.json)))
\t\tdecoder.UseNumber()
\t\tvar value any
\t\tif err := decoder.Decode(&value); err != nil {
\t\t\tt.Fatalf("%s: %v", c.json, err)
\t\t}
\t\tcolumn := Column{Name: "c", Kind: c.kind}
\t\t_, problem := checkValue(column, c.known, listedValue(column, c.known, value), maxSearchLength)
\t\tmn, en, ko := "", "", ""
\t\tif problem != nil {
\t\t\tmn, en, ko = problem.Mn, problem.En, problem.Ko
\t\t}
\t\tif mn != c.mn || en != c.en || ko != c.ko {
\t\t\tt.Errorf("%s as %s: %q / %q / %q, Tamga says %q / %q / %q", c.json, c.kind, mn, en, ko, c.mn, c.en, c.ko)
\t\t}
\t}
}
`
}
