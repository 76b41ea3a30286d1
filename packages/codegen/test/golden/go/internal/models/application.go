package models

import (
	"encoding/json"
	"time"
)

// Application is a record of application (Өргөдөл).
type Application struct {
	ID               int64        `json:"id"`
	ApplicantID      int64        `json:"applicant_id"`
	HeritageBearerID *int64       `json:"heritage_bearer_id"`
	Title            string       `json:"title"`
	Description      *string      `json:"description"`
	Amount           *json.Number `json:"amount"`
	Attachment       *string      `json:"attachment"`
	ProcessStatus    *string      `json:"process_status"`
	CreatedBy        *int64       `json:"created_by"`
	CreatedAt        time.Time    `json:"created_at"`
	UpdatedAt        time.Time    `json:"updated_at"`
	DeletedAt        *time.Time   `json:"deleted_at"`
	Version          string       `json:"_version"`
}
