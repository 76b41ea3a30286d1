package models

import "time"

// HeritageBearer is a record of heritage_bearer (Өв тээгч).
type HeritageBearer struct {
	ID               int64      `json:"id"`
	LastName         string     `json:"last_name"`
	FirstName        string     `json:"first_name"`
	RegisterNumber   *string    `json:"register_number"`
	HeritageDomainID *int64     `json:"heritage_domain_id"`
	AimagID          *int64     `json:"aimag_id"`
	Biography        *string    `json:"biography"`
	Photo            *string    `json:"photo"`
	IsPublished      bool       `json:"is_published"`
	CreatedAt        time.Time  `json:"created_at"`
	UpdatedAt        time.Time  `json:"updated_at"`
	DeletedAt        *time.Time `json:"deleted_at"`
	Version          string     `json:"_version"`
}
