package records

import (
	"encoding/json"
	"strings"
	"testing"
)

func cursorResource() *Resource {
	return &Resource{Krud: "samples", Table: "sample", Identity: "id", Columns: []Column{
		{Name: "id", Kind: KindBigint, Identity: true},
		{Name: "title", Kind: KindString},
		{Name: "amount", Kind: KindDecimal},
		{Name: "starts_at", Kind: KindTimestampTZ},
	}}
}

func TestANextCursorReadsBackAsTheRowsAfterIt(t *testing.T) {
	r := cursorResource()
	keys := []Sort{{Column: "amount", Descending: true}, {Column: "starts_at"}, {Column: "id"}}
	row := json.RawMessage(`{"id":7,"title":"Наадам","amount":"2400000.00","starts_at":"1999-07-11T02:00:00.000Z"}`)
	next := cursor(row, keys)
	if next == nil {
		t.Fatal("a full page's last row gives no cursor")
	}
	s := &statement{}
	condition, ok := r.afterCondition(s, *next, keys)
	if !ok {
		t.Fatalf("its own cursor %q is refused", *next)
	}
	// Written from the last key out, so the identity is bound first.
	want := `("sample"."amount" < $3::numeric or ("sample"."amount" = $3::numeric and ("sample"."starts_at" > $2::timestamptz or ("sample"."starts_at" = $2::timestamptz and "sample"."id" > $1::bigint))))`
	if condition != want {
		t.Errorf("condition:\n%s\nwant:\n%s", condition, want)
	}
	if len(s.args) != 3 || s.args[0] != "7" || s.args[1] != "1999-07-11T02:00:00.000Z" || s.args[2] != "2400000.00" {
		t.Errorf("bound %v", s.args)
	}
}

func TestARowWithANullSortValueGivesNoCursor(t *testing.T) {
	keys := []Sort{{Column: "title"}, {Column: "id"}}
	if next := cursor(json.RawMessage(`{"id":7,"title":null}`), keys); next != nil {
		t.Errorf("cursor %q past a null", *next)
	}
}

func TestADoctoredCursorIsRefusedNotSentToTheDatabase(t *testing.T) {
	r := cursorResource()
	keys := []Sort{{Column: "amount"}, {Column: "id"}}
	for _, raw := range []string{"not base64!", "WzFd", "WyJ4IiwgN10", "eyJhIjoxfQ"} {
		if condition, ok := r.afterCondition(&statement{}, raw, keys); ok {
			t.Errorf("cursor %q read as %s", raw, condition)
		}
	}
}

func TestEveryValueOfAListStatementIsBound(t *testing.T) {
	r := cursorResource()
	r.Workflow = true
	r.List.Columns = []string{"id", "title"}
	r.List.Labels = []Label{{Field: "title", Table: "other", Key: "id", Fields: []string{"name", "code"}}}
	s := &statement{}
	text := r.listSelect(s, false)
	if strings.Contains(text, "samples") || len(s.args) != 1 || s.args[0] != "samples" {
		t.Errorf("the krud's name is not bound: %s %v", text, s.args)
	}
	if !strings.Contains(text, `concat_ws(' ', l."name"::text, l."code"::text)`) {
		t.Errorf("a two-column label is not joined with a space: %s", text)
	}
}
