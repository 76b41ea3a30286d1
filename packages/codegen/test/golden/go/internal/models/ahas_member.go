package models

import "time"

// AhasMember is a record of ahas_member (АХАС-ын гишүүн).
type AhasMember struct {
	ID           int64      `json:"id"`
	LastName     string     `json:"last_name"`
	FirstName    string     `json:"first_name"`
	Position     *string    `json:"position"`
	Organization *string    `json:"organization"`
	Photo        *string    `json:"photo"`
	Biography    *string    `json:"biography"`
	JoinedAt     *string    `json:"joined_at"`
	SortOrder    int32      `json:"sort_order"`
	IsPublished  bool       `json:"is_published"`
	CreatedAt    time.Time  `json:"created_at"`
	UpdatedAt    time.Time  `json:"updated_at"`
	DeletedAt    *time.Time `json:"deleted_at"`
	Version      string     `json:"_version"`
}
