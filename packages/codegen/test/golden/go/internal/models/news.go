package models

import "time"

// News is a record of news (Мэдээ).
type News struct {
	ID          int64      `json:"id"`
	Title       string     `json:"title"`
	Summary     *string    `json:"summary"`
	Body        string     `json:"body"`
	Image       *string    `json:"image"`
	PublishedAt *time.Time `json:"published_at"`
	IsPublished bool       `json:"is_published"`
	ViewCount   int32      `json:"view_count"`
	CreatedBy   *int64     `json:"created_by"`
	CreatedAt   time.Time  `json:"created_at"`
	UpdatedAt   time.Time  `json:"updated_at"`
	DeletedAt   *time.Time `json:"deleted_at"`
	Version     string     `json:"_version"`
}
