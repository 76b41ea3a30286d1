package models

import "time"

// Envoy is a record of envoy (Элч төлөөлөгч).
type Envoy struct {
	ID          int64      `json:"id"`
	LastName    string     `json:"last_name"`
	FirstName   string     `json:"first_name"`
	Position    *string    `json:"position"`
	AimagID     *int64     `json:"aimag_id"`
	Phone       *string    `json:"phone"`
	Email       *string    `json:"email"`
	Photo       *string    `json:"photo"`
	Biography   *string    `json:"biography"`
	AppointedAt *string    `json:"appointed_at"`
	IsPublished bool       `json:"is_published"`
	CreatedAt   time.Time  `json:"created_at"`
	UpdatedAt   time.Time  `json:"updated_at"`
	DeletedAt   *time.Time `json:"deleted_at"`
	Version     string     `json:"_version"`
}
