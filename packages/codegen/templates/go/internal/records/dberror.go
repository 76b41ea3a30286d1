package records

import (
	"errors"
	"regexp"
	"strings"

	"github.com/lib/pq"

	"__MODULE__/internal/apierror"
)

// keyDetail finds the column in PostgreSQL's `Key (column)=(value) …` detail.
var keyDetail = regexp.MustCompile(`^Key \(([^),]+)[^)]*\)=`)

func uniqueIssue(column string) apierror.Issue {
	return apierror.Issue{Path: "/" + column, Code: "unique", Message: apierror.Message{
		Mn: "энэ утга өөр бичлэгт байна", En: "is already used by another record",
	}}
}

// dbError turns the database refusing what was sent into VALIDATION_FAILED (bad input is
// never a server error); any other error is returned as it is.
func dbError(err error) error {
	var pqErr *pq.Error
	if !errors.As(err, &pqErr) {
		return err
	}
	column := ""
	if match := keyDetail.FindStringSubmatch(pqErr.Detail); match != nil {
		column = match[1]
	}
	path := ""
	if column != "" {
		path = "/" + column
	}
	issue := func(path, code, mn, en string) error {
		return apierror.Invalid("body", apierror.Issue{Path: path, Code: code, Message: apierror.Message{Mn: mn, En: en}})
	}
	switch {
	case pqErr.Code == "23505":
		return apierror.Invalid("body", uniqueIssue(column))
	case pqErr.Code == "23503" && strings.Contains(pqErr.Detail, "is still referenced"):
		return issue("", "referenced", "энэ бичлэгийг өөр бичлэг ашиглаж байна", "is used by other records")
	case pqErr.Code == "23503":
		return issue(path, "reference", "холбох бичлэг олдсонгүй", "refers to a record that does not exist")
	case pqErr.Code == "23502":
		return issue("/"+pqErr.Column, "required", "заавал бөглөнө", "is required")
	case pqErr.Code == "23514":
		return issue(path, "check", "утга зөвшөөрөгдөхгүй", "is not an allowed value")
	case pqErr.Code.Class() == "22":
		return issue(path, "type", "утга буруу байна", "is not a valid value: "+pqErr.Message)
	}
	return err
}
