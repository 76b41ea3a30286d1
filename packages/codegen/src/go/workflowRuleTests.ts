// internal/workflow/rules_test.go: holds the Go server's copies of Tamga's workflow rules (how a
// council's votes are counted, whom a step goes to) to the rules themselves, whose answers
// @tamga/schema gives at generation: `go test ./...` fails where the Go spelling drifts.
import {
  resolveStepSubject,
  type StepSubject,
  type StepType,
  type SubjectType,
  tallyVotes,
  type VoteSettings,
} from '@tamga/schema'
import { goString } from './goSyntax.ts'

/** Councils' votes, one letter a member: A supports, R asks for more material, U does not, - has not voted. */
export const VOTES = ['', 'AAA', 'AAU', 'AUU', 'AU', 'RRU', 'RUU', 'RRA', 'AA-', 'A--', 'AAR-', 'UUUA', 'A-U-R']

export const SETTINGS: Array<Pick<VoteSettings, 'minVoters' | 'decisionRule' | 'quorum'>> = [
  { minVoters: 1, decisionRule: 'simple_majority' },
  { minVoters: 3, decisionRule: 'simple_majority' },
  { minVoters: 1, decisionRule: 'absolute_majority' },
  { minVoters: 2, decisionRule: 'unanimous' },
  { minVoters: 1, decisionRule: 'quorum', quorum: 3 },
  { minVoters: 1, decisionRule: 'quorum' },
]

export function flagsOf(votes: string) {
  const flag = (on: boolean): 0 | 1 => (on ? 1 : 0)
  return [...votes].map((vote) => ({
    voted: flag(vote !== '-'),
    approve: flag(vote === 'A'),
    recreate: flag(vote === 'R'),
  }))
}

const goInt = (value: number | null | undefined) =>
  value === null || value === undefined ? 'nil' : `intPointer(${value})`

function tallyCases(): string[] {
  return SETTINGS.flatMap((settings) =>
    VOTES.map((votes) => {
      const tally = tallyVotes(flagsOf(votes), settings)
      const rule = `VoteSettings{MinVoters: ${settings.minVoters}, DecisionRule: ${goString(settings.decisionRule)}, Quorum: ${goInt(settings.quorum)}}`
      const want = `tally{${tally.supported}, ${tally.toRecreate}, ${tally.unsupported}, ${tally.notVoted}, ${goString(tally.decision)}}`
      return `\t{${goString(votes)}, ${rule}, ${want}},`
    }),
  )
}

/** The acting user, the START step's assignee, and a configured role and user. */
export const ACTOR = { id: 7, role: 5 }
export const START = { role_id: 5, user_id: 11 }

export const SUBJECTS: Array<{ type: StepType; subject: SubjectType; role?: number; user?: number }> = [
  { type: 'START', subject: 'CURRENT' },
  { type: 'CHECK', subject: 'ANY_EMP' },
  { type: 'CHECK', subject: 'TO_ROLE', role: 3 },
  { type: 'SUMMARY', subject: 'DIRECT', role: 3, user: 9 },
  { type: 'VOTE', subject: 'VOTERS' },
  { type: 'RE_CREATE', subject: 'CREATOR' },
  { type: 'END', subject: 'TO_ROLE', role: 3 },
  { type: 'CANCEL', subject: 'CREATOR' },
]

function subjectCases(): string[] {
  return SUBJECTS.map((entry) => {
    const subject: StepSubject = {
      subject_type: entry.subject,
      object_type: entry.type,
      role_id: entry.role ?? null,
      user_id: entry.user ?? null,
      is_subject_changeable: false,
      is_read_only: false,
      is_signature_needed: false,
    }
    const resolved = resolveStepSubject(subject, { currentUser: ACTOR, startStep: START })
    if (!resolved.ok) throw new Error(`Tamga resolves no assignee for ${entry.type} ${entry.subject}`)
    return `\t{${goString(entry.type)}, ${goString(entry.subject)}, ${goInt(entry.role)}, ${goInt(entry.user)}, ${goInt(resolved.value.role_id)}, ${goInt(resolved.value.user_id)}},`
  })
}

/** internal/workflow/rules_test.go */
export function workflowRulesTest(): string {
  return `package workflow

import "testing"

func intPointer(value int) *int {
\treturn &value
}

// votesOf reads a council's votes, one letter a member: A supports, R asks for more material,
// U does not, - has not voted.
func votesOf(letters string) []storedVote {
\tvotes := make([]storedVote, 0, len(letters))
\tfor _, letter := range letters {
\t\tflag := func(on bool) *int {
\t\t\tif on {
\t\t\t\treturn intPointer(1)
\t\t\t}
\t\t\treturn intPointer(0)
\t\t}
\t\tvoted := 1
\t\tif letter == '-' {
\t\t\tvoted = 0
\t\t}
\t\tvotes = append(votes, storedVote{voted: voted, approve: flag(letter == 'A'), recreate: flag(letter == 'R')})
\t}
\treturn votes
}

// What Tamga's tallyVotes counts and decides for these votes under these rules, written at
// generation from @tamga/schema.
var tamgaTallies = []struct {
\tvotes    string
\tsettings VoteSettings
\twant     tally
}{
${tallyCases().join('\n')}
}

func TestVotesAreCountedAsTamgaCountsThem(t *testing.T) {
\tfor _, c := range tamgaTallies {
\t\tsettings := c.settings
\t\tif got := tallyVotes(votesOf(c.votes), &settings); got != c.want {
\t\t\tt.Errorf("votes %q under %+v: %+v, Tamga counts %+v", c.votes, c.settings, got, c.want)
\t\t}
\t}
}

// Whom Tamga's resolveStepSubject gives a step to when user ${ACTOR.id} (role ${ACTOR.role}) moves the
// process on and the START step went to user ${START.user_id} (role ${START.role_id}).
var tamgaSubjects = []struct {
\tstepType, subjectType string
\trole, user            *int
\twantRole, wantUser    *int
}{
${subjectCases().join('\n')}
}

func int64Pointer(value *int) *int64 {
\tif value == nil {
\t\treturn nil
\t}
\twidened := int64(*value)
\treturn &widened
}

func sameID(a *int64, b *int) bool {
\tif a == nil || b == nil {
\t\treturn a == nil && b == nil
\t}
\treturn *a == int64(*b)
}

func TestStepsGoWhereTamgaSendsThem(t *testing.T) {
\tactor := &actor{userID: ${ACTOR.id}, roleID: ${ACTOR.role}}
\tstart := &assignee{roleID: int64Pointer(intPointer(${START.role_id})), userID: int64Pointer(intPointer(${START.user_id}))}
\tfor _, c := range tamgaSubjects {
\t\tnode := &Node{ID: "n", Type: c.stepType, Subject: Subject{SubjectType: c.subjectType, RoleID: int64Pointer(c.role), UserID: int64Pointer(c.user)}}
\t\tgot, err := resolveSubject(node, actor, start)
\t\tif err != nil || !sameID(got.roleID, c.wantRole) || !sameID(got.userID, c.wantUser) {
\t\t\tt.Errorf("%s step of %s: %+v (%v), Tamga gives role %v user %v", c.stepType, c.subjectType, got, err, c.wantRole, c.wantUser)
\t\t}
\t}
}
`
}
