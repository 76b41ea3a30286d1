// Package access decides who may do what with each resource: the rights of the caller's role
// and the row conditions that narrow them, from the project's role documents.
package access

import (
	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
)

// Action is what a request does with a resource.
type Action int

// The actions a right covers (a restore needs the delete right).
const (
	Create Action = iota
	Read
	Update
	Delete
)

// ConditionType is how a row condition ties rows to the caller.
type ConditionType string

// The row conditions a role document can give.
const (
	// CurrentUser keeps the rows whose column holds the caller's id.
	CurrentUser ConditionType = "current-user"
	// UserOrganizations keeps the rows whose column is one of the caller's organisations.
	UserOrganizations ConditionType = "user-organizations"
)

// Condition narrows a right to some rows.
type Condition struct {
	Type   ConditionType
	Column string
}

// Rights is what a role may do with one resource.
type Rights struct {
	Create, Read, Update, Delete bool
	// Conditions limit every right to the rows matching all of them.
	Conditions []Condition
}

func (r Rights) allows(action Action) bool {
	switch action {
	case Create:
		return r.Create
	case Read:
		return r.Read
	case Update:
		return r.Update
	case Delete:
		return r.Delete
	}
	return false
}

// Role is a role document: its rights by krud.
type Role struct {
	ID         int64
	Name       string
	Title      string
	SuperAdmin bool
	Rights     map[string]Rights
}

// Policy answers for a set of roles.
type Policy struct {
	roles map[int64]Role
}

// NewPolicy returns the policy of roles.
func NewPolicy(roles []Role) *Policy {
	byID := make(map[int64]Role, len(roles))
	for _, role := range roles {
		byID[role.ID] = role
	}
	return &Policy{roles: byID}
}

// Check returns the row conditions under which user may do action with krud: UNAUTHORIZED for
// an anonymous caller, FORBIDDEN without the right. As on Tamga's own server, the records door
// is the signed-in one: a public krud's published rows reach visitors through Tamga's site and
// GraphQL, never through this door, and its public flag gives a signed-in role no right.
func (p *Policy) Check(user *auth.User, krud string, action Action) ([]Condition, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	role, ok := p.roles[user.RoleID]
	if ok && role.SuperAdmin {
		return nil, nil
	}
	rights, ok := p.rights(user, krud)
	if !ok || !rights.allows(action) {
		return nil, apierror.New("FORBIDDEN")
	}
	return rights.Conditions, nil
}

func (p *Policy) rights(user *auth.User, krud string) (Rights, bool) {
	role, ok := p.roles[user.RoleID]
	if !ok {
		return Rights{}, false
	}
	if role.SuperAdmin {
		return Rights{Create: true, Read: true, Update: true, Delete: true}, true
	}
	rights, ok := role.Rights[krud]
	return rights, ok
}

// RoleTitle is the title of role id, or "" for a role the project does not have.
func (p *Policy) RoleTitle(id int64) string {
	return p.roles[id].Title
}
