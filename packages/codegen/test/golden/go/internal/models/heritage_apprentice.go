package models

import "time"

// HeritageApprentice is a record of heritage_apprentice (Шавь).
type HeritageApprentice struct {
	ID               int64      `json:"id"`
	HeritageBearerID int64      `json:"heritage_bearer_id"`
	FullName         string     `json:"full_name"`
	BirthYear        *int32     `json:"birth_year"`
	StartedOn        *string    `json:"started_on"`
	Level            string     `json:"level"`
	CreatedAt        time.Time  `json:"created_at"`
	UpdatedAt        time.Time  `json:"updated_at"`
	DeletedAt        *time.Time `json:"deleted_at"`
	Version          string     `json:"_version"`
}
