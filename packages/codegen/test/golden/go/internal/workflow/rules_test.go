package workflow

import "testing"

func intPointer(value int) *int {
	return &value
}

// votesOf reads a council's votes, one letter a member: A supports, R asks for more material,
// U does not, - has not voted.
func votesOf(letters string) []storedVote {
	votes := make([]storedVote, 0, len(letters))
	for _, letter := range letters {
		flag := func(on bool) *int {
			if on {
				return intPointer(1)
			}
			return intPointer(0)
		}
		voted := 1
		if letter == '-' {
			voted = 0
		}
		votes = append(votes, storedVote{voted: voted, approve: flag(letter == 'A'), recreate: flag(letter == 'R')})
	}
	return votes
}

// What Tamga's tallyVotes counts and decides for these votes under these rules, written at
// generation from @tamga/schema.
var tamgaTallies = []struct {
	votes    string
	settings VoteSettings
	want     tally
}{
	{"", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 0, 1, 0, "approve"}},
	{"AUU", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 1, 0, "approve"}},
	{"RRU", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 0, 0, 1, "approve"}},
	{"A--", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 0, 2, "approve"}},
	{"AAR-", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 1, 0, 1, "approve"}},
	{"UUUA", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 1, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 1, 1, 2, "reject"}},
	{"", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 0, 1, 0, "approve"}},
	{"AUU", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 1, 0, "pending"}},
	{"RRU", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 0, 0, 1, "pending"}},
	{"A--", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 0, 2, "pending"}},
	{"AAR-", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{2, 1, 0, 1, "approve"}},
	{"UUUA", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 3, DecisionRule: "simple_majority", Quorum: nil}, tally{1, 1, 1, 2, "reject"}},
	{"", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{2, 0, 1, 0, "approve"}},
	{"AUU", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 0, 1, 0, "reject"}},
	{"RRU", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{2, 0, 0, 1, "approve"}},
	{"A--", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 0, 0, 2, "reject"}},
	{"AAR-", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{2, 1, 0, 1, "recreate"}},
	{"UUUA", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 1, DecisionRule: "absolute_majority", Quorum: nil}, tally{1, 1, 1, 2, "reject"}},
	{"", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{2, 0, 1, 0, "reject"}},
	{"AUU", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 0, 1, 0, "reject"}},
	{"RRU", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{2, 0, 0, 1, "approve"}},
	{"A--", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 0, 0, 2, "pending"}},
	{"AAR-", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{2, 1, 0, 1, "recreate"}},
	{"UUUA", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 2, DecisionRule: "unanimous", Quorum: nil}, tally{1, 1, 1, 2, "reject"}},
	{"", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{2, 0, 1, 0, "approve"}},
	{"AUU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 0, 1, 0, "reject"}},
	{"RRU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{2, 0, 0, 1, "reject"}},
	{"A--", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 0, 0, 2, "reject"}},
	{"AAR-", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{2, 1, 0, 1, "approve"}},
	{"UUUA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: intPointer(3)}, tally{1, 1, 1, 2, "reject"}},
	{"", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{0, 0, 0, 0, "pending"}},
	{"AAA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{3, 0, 0, 0, "approve"}},
	{"AAU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{2, 0, 1, 0, "approve"}},
	{"AUU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 0, 2, 0, "reject"}},
	{"AU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 0, 1, 0, "approve"}},
	{"RRU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{0, 2, 1, 0, "recreate"}},
	{"RUU", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{0, 1, 2, 0, "reject"}},
	{"RRA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 2, 0, 0, "recreate"}},
	{"AA-", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{2, 0, 0, 1, "reject"}},
	{"A--", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 0, 0, 2, "reject"}},
	{"AAR-", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{2, 1, 0, 1, "recreate"}},
	{"UUUA", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 0, 3, 0, "reject"}},
	{"A-U-R", VoteSettings{MinVoters: 1, DecisionRule: "quorum", Quorum: nil}, tally{1, 1, 1, 2, "reject"}},
}

func TestVotesAreCountedAsTamgaCountsThem(t *testing.T) {
	for _, c := range tamgaTallies {
		settings := c.settings
		if got := tallyVotes(votesOf(c.votes), &settings); got != c.want {
			t.Errorf("votes %q under %+v: %+v, Tamga counts %+v", c.votes, c.settings, got, c.want)
		}
	}
}

// Whom Tamga's resolveStepSubject gives a step to when user 7 (role 5) moves the
// process on and the START step went to user 11 (role 5).
var tamgaSubjects = []struct {
	stepType, subjectType string
	role, user            *int
	wantRole, wantUser    *int
}{
	{"START", "CURRENT", nil, nil, intPointer(5), intPointer(7)},
	{"CHECK", "ANY_EMP", nil, nil, intPointer(5), intPointer(7)},
	{"CHECK", "TO_ROLE", intPointer(3), nil, intPointer(3), nil},
	{"SUMMARY", "DIRECT", intPointer(3), intPointer(9), intPointer(3), intPointer(9)},
	{"VOTE", "VOTERS", nil, nil, nil, nil},
	{"RE_CREATE", "CREATOR", nil, nil, intPointer(5), intPointer(11)},
	{"END", "TO_ROLE", intPointer(3), nil, intPointer(5), intPointer(7)},
	{"CANCEL", "CREATOR", nil, nil, intPointer(5), intPointer(7)},
}

func int64Pointer(value *int) *int64 {
	if value == nil {
		return nil
	}
	widened := int64(*value)
	return &widened
}

func sameID(a *int64, b *int) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == int64(*b)
}

func TestStepsGoWhereTamgaSendsThem(t *testing.T) {
	actor := &actor{userID: 7, roleID: 5}
	start := &assignee{roleID: int64Pointer(intPointer(5)), userID: int64Pointer(intPointer(11))}
	for _, c := range tamgaSubjects {
		node := &Node{ID: "n", Type: c.stepType, Subject: Subject{SubjectType: c.subjectType, RoleID: int64Pointer(c.role), UserID: int64Pointer(c.user)}}
		got, err := resolveSubject(node, actor, start)
		if err != nil || !sameID(got.roleID, c.wantRole) || !sameID(got.userID, c.wantUser) {
			t.Errorf("%s step of %s: %+v (%v), Tamga gives role %v user %v", c.stepType, c.subjectType, got, err, c.wantRole, c.wantUser)
		}
	}
}
