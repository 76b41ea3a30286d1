package workflow

import (
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
)

// named is a generated pair: a name and its text (documents.go).
type named struct {
	name string
	text string
}

// Port is a way out of a step.
type Port struct {
	ID      string          `json:"id"`
	Label   json.RawMessage `json:"label"`
	Action  json.RawMessage `json:"action,omitempty"`
	Outcome string          `json:"outcome,omitempty"`
}

// Subject is who a step goes to (spec 3.2), the flags false unless the diagram sets them.
type Subject struct {
	SubjectType         string `json:"subject_type"`
	RoleID              *int64 `json:"role_id"`
	UserID              *int64 `json:"user_id"`
	IsSubjectChangeable bool   `json:"is_subject_changeable"`
	IsReadOnly          bool   `json:"is_read_only"`
	IsSignatureNeeded   bool   `json:"is_signature_needed"`
}

// VoteSettings is how a VOTE step's council decides.
type VoteSettings struct {
	VoterRoleID  int64  `json:"voterRoleId"`
	MinVoters    int    `json:"minVoters"`
	DecisionRule string `json:"decisionRule"`
	Quorum       *int   `json:"quorum"`
}

// Node is a step of a diagram; raw is its JSON as the diagram gives it (a step's step_data).
type Node struct {
	ID      string          `json:"id"`
	Type    string          `json:"type"`
	Label   json.RawMessage `json:"label"`
	Subject Subject         `json:"subject"`
	Ports   []Port          `json:"ports"`
	Vote    *VoteSettings   `json:"vote"`
	raw     json.RawMessage
}

// UnmarshalJSON reads a node and keeps its JSON.
func (n *Node) UnmarshalJSON(data []byte) error {
	type plain Node
	var node plain
	if err := json.Unmarshal(data, &node); err != nil {
		return err
	}
	*n = Node(node)
	n.raw = append(json.RawMessage(nil), data...)
	return nil
}

// Edge leads from a node's port to a node.
type Edge struct {
	From string `json:"from"`
	Port string `json:"port"`
	To   string `json:"to"`
}

// Diagram is a workflow document as a process keeps it.
type Diagram struct {
	Name         string `json:"name"`
	Model        string `json:"model"`
	StatusColumn string `json:"statusColumn"`
	Nodes        []Node `json:"nodes"`
	Edges        []Edge `json:"edges"`
}

// The step types that behave apart (packages/engine-server/src/workflow/steps): the others are
// plain steps their assignee completes through a port.
var (
	terminalTypes = map[string]bool{"END": true, "CANCEL": true}
	votedTypes    = map[string]bool{"VOTE": true}
	datedTypes    = map[string]bool{"DATE": true, "COURT": true, "POSTPONE": true}
	roundTypes    = map[string]bool{"RE_CREATE": true}
)

// readDiagram reads a stored or generated workflow document, refusing one with a step type,
// a subject or a decision rule this runtime does not implement (documents.go): a process
// started by a newer Tamga is left to Tamga rather than moved wrongly.
func readDiagram(text []byte) (*Diagram, error) {
	var diagram Diagram
	if err := json.Unmarshal(text, &diagram); err != nil || len(diagram.Nodes) == 0 {
		return nil, fmt.Errorf("reading a workflow diagram: not a workflow document (%v)", err)
	}
	for _, node := range diagram.Nodes {
		known := oneOf(stepTypes, node.Type) && oneOf(subjectTypes, node.Subject.SubjectType)
		if node.Vote != nil {
			known = known && oneOf(decisionRules, node.Vote.DecisionRule)
		}
		if !known {
			return nil, fmt.Errorf("the workflow %s has a step this server does not run: %s (%s, %s)", diagram.Name,
				node.ID, node.Type, node.Subject.SubjectType)
		}
	}
	return &diagram, nil
}

func oneOf(names []string, name string) bool {
	for _, known := range names {
		if known == name {
			return true
		}
	}
	return false
}

// node is the node of id, or nil.
func (d *Diagram) node(id string) *Node {
	for index := range d.Nodes {
		if d.Nodes[index].ID == id {
			return &d.Nodes[index]
		}
	}
	return nil
}

// start is the diagram's START node.
func (d *Diagram) start() (*Node, error) {
	for index := range d.Nodes {
		if d.Nodes[index].Type == "START" {
			return &d.Nodes[index], nil
		}
	}
	return nil, fmt.Errorf("the workflow %s has no START step", d.Name)
}

// targets are the nodes taking port of node leads to, in the order of the diagram's edges.
func (d *Diagram) targets(nodeID, portID string) ([]*Node, error) {
	var nodes []*Node
	for _, edge := range d.Edges {
		if edge.From != nodeID || edge.Port != portID {
			continue
		}
		node := d.node(edge.To)
		if node == nil {
			return nil, fmt.Errorf("the workflow %s has an edge to no step (%s)", d.Name, edge.To)
		}
		nodes = append(nodes, node)
	}
	return nodes, nil
}

// port is the port of id, or nil.
func (n *Node) port(id string) *Port {
	for index := range n.Ports {
		if n.Ports[index].ID == id {
			return &n.Ports[index]
		}
	}
	return nil
}

// labelText is a label in Mongolian, the language step records are written in.
func labelText(label json.RawMessage) string {
	var text string
	if json.Unmarshal(label, &text) == nil {
		return text
	}
	var texts map[string]string
	_ = json.Unmarshal(label, &texts)
	return texts["mn_MN"]
}

// assignableByRole: a next step the actor may narrow to one holder of its role (not a
// finishing step, a vote or a step going back to the creator).
func assignableByRole(node *Node) bool {
	if terminalTypes[node.Type] || votedTypes[node.Type] {
		return false
	}
	return node.Subject.SubjectType != "CREATOR" && node.Subject.SubjectType != "VOTERS"
}

// nextStepRole is the role a next step goes to once resolved: the configured one of TO_ROLE and
// DIRECT steps, the actor's own for ANY_EMP and CURRENT.
func nextStepRole(node *Node, actorRole int64) *int64 {
	switch node.Subject.SubjectType {
	case "TO_ROLE", "DIRECT":
		return node.Subject.RoleID
	case "ANY_EMP", "CURRENT":
		return &actorRole
	}
	return nil
}

// picksPeople: whether the one taking port picks people (a vote's council, or a changeable
// step's next assignee).
func (d *Diagram) picksPeople(node *Node, port *Port, changeable bool) bool {
	targets, err := d.targets(node.ID, port.ID)
	if err != nil {
		return false
	}
	for _, target := range targets {
		if votedTypes[target.Type] || (changeable && assignableByRole(target)) {
			return true
		}
	}
	return false
}

var generated = struct {
	once      sync.Once
	diagrams  map[string]*Diagram
	texts     map[string]string
	byKrud    map[string]string
	roleNames map[int64]json.RawMessage
	err       error
}{}

// loadGenerated reads documents.go's workflows once.
func loadGenerated() error {
	generated.once.Do(func() {
		generated.diagrams = map[string]*Diagram{}
		generated.texts = map[string]string{}
		generated.byKrud = map[string]string{}
		generated.roleNames = map[int64]json.RawMessage{}
		for _, document := range documents {
			diagram, err := readDiagram([]byte(document.text))
			if err != nil {
				generated.err = err
				return
			}
			generated.diagrams[document.name] = diagram
			generated.texts[document.name] = document.text
		}
		for _, pair := range krudWorkflows {
			generated.byKrud[pair.name] = pair.text
		}
		for _, pair := range roleNames {
			id, err := strconv.ParseInt(pair.name, 10, 64)
			if err == nil {
				generated.roleNames[id] = json.RawMessage(pair.text)
			}
		}
	})
	return generated.err
}

// workflowOf is the workflow a krud's new records start, or nil.
func workflowOf(krud string) (*Diagram, string, error) {
	if err := loadGenerated(); err != nil {
		return nil, "", err
	}
	name, ok := generated.byKrud[krud]
	if !ok {
		return nil, "", nil
	}
	return generated.diagrams[name], generated.texts[name], nil
}
