// Go files holding the lead's shared SQL and texts, so both targets answer word for word alike.
import {
  ajvMessage,
  DEFAULT_LOCKOUT_POLICY,
  LABEL_SUFFIX,
  lockedMessage,
  MAX_FILTER_VALUES,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_VARIANTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  PATTERNS,
  PROCESS_HISTORY_SQL,
  PROCESS_ID_FIELD,
  PROPERTY_MESSAGES,
  SEARCH_SPELLING_TABLES,
  STANDARD_PASSWORD_HASH_COST,
  VERSION_FIELD,
} from '@tamga/schema'
import { ERRORS } from '../sql/index.ts'
import { goRawString, goString } from './goSyntax.ts'

/** internal/apierror/catalogue.go: Tamga's error catalogue, the part this server answers with. */
export function catalogueFile(): string {
  const entries = ERRORS.map(
    (error) =>
      `\t{code: ${goString(error.code)}, status: ${error.status}, msg: ${goString(error.msg)}, enMsg: ${goString(error.enMsg)}, koMsg: ${goString(error.koMsg)}},`,
  )
  return `package apierror

type entry struct {
\tcode   string
\tstatus int
\tmsg    string
\tenMsg  string
\tkoMsg  string
}

// catalogue is the errors of Tamga's own catalogue this server answers with, word for word.
var catalogue = []entry{
${entries.join('\n')}
}

// lookup is the catalogue entry of code.
func lookup(code string) (entry, bool) {
\tfor _, known := range catalogue {
\t\tif known.code == code {
\t\t\treturn known, true
\t\t}
\t}
\treturn entry{}, false
}
`
}

/** internal/workflow/history_sql.go: the history statement Tamga's own server runs. */
export function historySqlFile(): string {
  return `package workflow

// historySQL reads a process's history in one statement ($1: the process id): one row of three
// JSON arrays, done (the entries in the order they were written), pending (the open steps of an
// unfinished process) and votes (the members of its latest vote).
const historySQL = ${goRawString(PROCESS_HISTORY_SQL)}
`
}

/** A number no text of the rule holds, standing for the minutes while a format is made. */
const MINUTES_MARKER = 97_531

/** One of LOGIN_LOCKED's texts with the minutes left as Go's `%d`, from the schema's own words. */
function lockedFormat(minutes: number, language: 'mn_MN' | 'en_US' | 'ko_KR'): string {
  const marker = minutes === 1 ? 1 : MINUTES_MARKER
  const text = lockedMessage(marker)[language]
  return minutes === 1 ? text.replace(/ 1 /, ' %d ') : text.replaceAll(String(MINUTES_MARKER), '%d')
}

/** A Go const block, its names padded as gofmt aligns them. */
function constBlock(entries: Array<[name: string, value: string]>): string {
  const width = Math.max(...entries.map(([name]) => name.length))
  return `const (\n${entries.map(([name, value]) => `\t${name.padEnd(width)} = ${value}`).join('\n')}\n)`
}

/** The password rule's messages as a Go map literal's lines, keys padded as gofmt aligns them. */
function passwordProblemEntries(): string {
  const entries = Object.entries(PASSWORD_PROBLEM_MESSAGES)
  const width = Math.max(...entries.map(([code]) => goString(code).length + 1))
  return entries
    .map(
      ([code, message]) =>
        `\t${`${goString(code)}:`.padEnd(width)} {${goString(message.mn_MN)}, ${goString(message.en_US)}},`,
    )
    .join('\n')
}

/** internal/auth/lockout_rule.go: the sign-in lockout rule of @tamga/schema (rules/login-lockout.ts). */
export function lockoutRuleFile(): string {
  const policy = DEFAULT_LOCKOUT_POLICY
  return `package auth

import "time"

// The sign-in lockout rule Tamga's own server applies, over the same tamga_login_attempt table:
// a login is locked after maxFailures wrong passwords within the window; a client address's
// failures past its allowance only slow its answers.
${constBlock([
  ['maxFailures', String(policy.maxFailures)],
  ['maxFailuresPerAddress', String(policy.maxFailures)],
  ['failureWindow', `${policy.windowMs} * time.Millisecond`],
  ['lockDuration', `${policy.lockMs} * time.Millisecond`],
  ['firstFailureDelay', `${policy.failureDelayMs} * time.Millisecond`],
  ['maxFailureDelay', `${policy.maxFailureDelayMs} * time.Millisecond`],
])}

// The argon2id cost every password is hashed at, as Tamga hashes them (a stored hash names its
// own cost, so hashes made at any cost are verified), and the lengths a password may have.
${constBlock([
  ['hashMemoryKiB', String(STANDARD_PASSWORD_HASH_COST.memoryCost)],
  ['hashPasses', String(STANDARD_PASSWORD_HASH_COST.timeCost)],
  ['hashLanes', String(STANDARD_PASSWORD_HASH_COST.parallelism)],
  ['passwordMinLength', String(PASSWORD_MIN_LENGTH)],
  ['passwordMaxLength', String(PASSWORD_MAX_LENGTH)],
])}

// passwordProblems are what to tell a person of each broken part of the password rule
// (@tamga/schema's checkPassword), in Mongolian and English.
var passwordProblems = map[string][2]string{
${passwordProblemEntries()}
}

// LOGIN_LOCKED's texts with the minutes the lock has left (%d), in Mongolian, English and
// Korean; English says "minute" for one.
${constBlock([
  ['lockedMn', goString(lockedFormat(2, 'mn_MN'))],
  ['lockedEn', goString(lockedFormat(2, 'en_US'))],
  ['lockedEnOne', goString(lockedFormat(1, 'en_US'))],
  ['lockedKo', goString(lockedFormat(2, 'ko_KR'))],
])}
`
}

/** A Go map literal of spellings, one entry per line. */
function spellingMap(name: string, table: ReadonlyMap<string, readonly string[]>): string {
  const entries = [...table].map(([key, spellings]) => `\t${goString(key)}: {${spellings.map(goString).join(', ')}},`)
  return `var ${name} = map[string][]string{\n${entries.join('\n')}\n}`
}

/** internal/records/spelling_tables.go: the search spellings' tables of @tamga/schema. */
export function spellingTablesFile(): string {
  const tables = SEARCH_SPELLING_TABLES
  return `package records

// The tables a search term's spellings are made from (@tamga/schema rules/transliteration.ts),
// walked by spelling.go as Tamga's searchVariants walks them.

// maxSearchVariants is the most spellings a search ORs together, the term itself included.
const maxSearchVariants = ${MAX_SEARCH_VARIANTS}

// maxSearchLength is the longest search term, in UTF-16 code units as Tamga counts it.
const maxSearchLength = ${MAX_SEARCH_LENGTH}

// maxFilterValues is the most values a set filter's \`in\` takes.
const maxFilterValues = ${MAX_FILTER_VALUES}

// vowelsAndSigns are the vowels of either script and the Cyrillic signs.
const vowelsAndSigns = ${goString([...tables.vowelsAndSigns].join(''))}

// cyrillicToLatin: a Cyrillic letter's Latin spellings, the most common first.
${spellingMap('cyrillicToLatin', tables.cyrillicToLatin)}

// latinDigraphs: typed Latin letter pairs' Cyrillic spellings.
${spellingMap('latinDigraphs', tables.latinDigraphs)}

// latinLetters: typed Latin letters' Cyrillic spellings, the most common first.
${spellingMap('latinLetters', tables.latinLetters)}
`
}

/** internal/httpapi/cors_origins.go: the web origins whose pages may call the API (the project's cors_origins). */
export function corsOriginsFile(origins: readonly string[]): string {
  const list = origins.length === 0 ? 'nil' : `[]string{${origins.map(goString).join(', ')}}`
  return `package httpapi

// corsOrigins are the web origins whose pages may call the API from a browser: the project's
// cors_origins when this server was generated. None: no page of another origin may.
var corsOrigins = ${list}
`
}

/** internal/records/fields.go: the names of the fields Tamga's records carry beside their columns. */
export function recordFieldsFile(): string {
  return `package records

// The fields a record and a listed row carry beside their columns, named as Tamga's own server
// names them (@tamga/schema runtime/recordFields.ts).
${constBlock([
  ['versionField', goString(VERSION_FIELD)],
  ['processIDField', goString(PROCESS_ID_FIELD)],
  ['labelSuffix', goString(LABEL_SUFFIX)],
])}
`
}

/** A sentence of @tamga/schema with a name in it, as Go concatenation around `name`. */
function withName(words: (name: string) => string): string {
  const mark = '\u0000'
  return words(mark)
    .split(mark)
    .map((part) => goString(part))
    .join(' + name + ')
}

/** The three languages of a sentence about `name`, as a Go Message literal. */
function nameMessage(words: (name: string) => { mn_MN: string; en_US: string; ko_KR?: string }): string {
  return `Message{Mn: ${withName((name) => words(name).mn_MN)}, En: ${withName((name) => words(name).en_US)}, Ko: ${withName((name) => words(name).ko_KR ?? '')}}`
}

/** The three languages of one of ajv's sentences about a text's length, as a Go Message literal. */
function lengthMessage(keyword: 'minLength' | 'maxLength', limit: number): string {
  const words = ajvMessage({ keyword, params: { limit }, instancePath: '', schemaPath: '' })
  return `Message{Mn: ${goString(words.mn_MN)}, En: ${goString(words.en_US)}, Ko: ${goString(words.ko_KR ?? '')}}`
}

/** One of ajv's sentences as Tamga words it, as a Go Message literal. */
function ajvWords(keyword: string, params: Record<string, unknown>): string {
  const words = ajvMessage({ keyword, params, instancePath: '', schemaPath: '' })
  return `Message{Mn: ${goString(words.mn_MN)}, En: ${goString(words.en_US)}, Ko: ${goString(words.ko_KR ?? '')}}`
}

/** The JSON types a request member may be sent as where it is not, named as ajv names them. */
const MEMBER_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const

/** The width gofmt aligns the type words' values at: the longest key with its colon. */
const TYPE_KEY_WIDTH = Math.max(...MEMBER_TYPES.map((type) => type.length + 3))

/** The largest id a route takes: PostgreSQL's integer. */
const MAX_ID = 2_147_483_647

/** internal/apierror/request_issues.go: Tamga's issues for a request's members and text lengths. */
export function requestIssuesFile(): string {
  return `package apierror

import (
\t"regexp"
\t"strconv"
\t"strings"
)

// The issues Tamga's request schemas give (@tamga/schema validation/messages.ts), word for
// word: a member missing or not known, and text shorter or longer than its limits.

// Required is the issue of the object at path lacking its member name.
func Required(path, name string) Issue {
\treturn Issue{Path: path, Code: "required", Message: ${nameMessage(PROPERTY_MESSAGES.required)},
\t\tParams: map[string]any{"missingProperty": name}}
}

// Unknown is the issue of the object at path holding a member name it does not take.
func Unknown(path, name string) Issue {
\treturn Issue{Path: path, Code: "additionalProperties", Message: ${nameMessage(PROPERTY_MESSAGES.additionalProperties)},
\t\tParams: map[string]any{"additionalProperty": name}}
}

// Length is the issue of text at path outside min to max characters (as JavaScript counts
// them), or false when it is within them. Only the limits Tamga's schemas use have words here.
func Length(path string, length, min, max int) (Issue, bool) {
\tswitch {
\tcase length < min && min == 1:
\t\treturn Issue{Path: path, Code: "minLength", Message: ${lengthMessage('minLength', 1)}, Params: map[string]any{"limit": 1}}, true
\tcase length > max && max == 64:
\t\treturn Issue{Path: path, Code: "maxLength", Message: ${lengthMessage('maxLength', 64)}, Params: map[string]any{"limit": 64}}, true
\t}
\treturn Issue{}, false
}

// WrongType is the issue of a value at path that is not of the JSON type it takes (one of
// string, integer, number, boolean, array and object).
func WrongType(path, jsonType string) Issue {
\treturn Issue{Path: path, Code: "type", Message: typeWords[jsonType], Params: map[string]any{"type": jsonType}}
}

var typeWords = map[string]Message{
${MEMBER_TYPES.map((type) => `\t${`${goString(type)}:`.padEnd(TYPE_KEY_WIDTH)} ${ajvWords('type', { type })},`).join('\n')}
}

// MaxID is the largest id a route takes: PostgreSQL's integer.
const MaxID = ${MAX_ID}

// ID reads a route's id as Tamga's route schema does: an integer from 1 to MaxID, or its issue.
func ID(path, text string) (int64, *Issue) {
\tid, err := strconv.ParseInt(text, 10, 64)
\tswitch {
\tcase err != nil && !integerText.MatchString(text):
\t\tissue := WrongType(path, "integer")
\t\treturn 0, &issue
\tcase err == nil && id < 1 || strings.HasPrefix(text, "-"):
\t\treturn 0, &Issue{Path: path, Code: "minimum", Message: ${ajvWords('minimum', { limit: 1 })},
\t\t\tParams: map[string]any{"comparison": ">=", "limit": 1}}
\tcase err != nil || id > MaxID:
\t\treturn 0, &Issue{Path: path, Code: "maximum", Message: ${ajvWords('maximum', { limit: MAX_ID })},
\t\t\tParams: map[string]any{"comparison": "<=", "limit": MaxID}}
\t}
\treturn id, nil
}

var integerText = regexp.MustCompile(\`^-?[0-9]+$\`)

// DiagramID is the form of a diagram's step and port names (@tamga/schema PATTERNS.diagramId).
var DiagramID = regexp.MustCompile(${goString(PATTERNS.diagramId.pattern)})

// DiagramIDIssue is the issue of a name at path that is not of that form.
func DiagramIDIssue(path string) Issue {
\treturn Issue{Path: path, Code: "pattern", Message: ${ajvWords('pattern', { pattern: PATTERNS.diagramId.pattern })},
\t\tParams: map[string]any{"pattern": DiagramID.String()}}
}
`
}
