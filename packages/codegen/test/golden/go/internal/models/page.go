package models

import "time"

// Page is a record of page (Мэдээллийн хуудас).
type Page struct {
	ID          int64     `json:"id"`
	Slug        string    `json:"slug"`
	Title       string    `json:"title"`
	TitleEn     *string   `json:"title_en"`
	TitleKo     *string   `json:"title_ko"`
	Summary     *string   `json:"summary"`
	Body        string    `json:"body"`
	CoverImage  *string   `json:"cover_image"`
	SortOrder   int32     `json:"sort_order"`
	IsPublished bool      `json:"is_published"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
	Version     string    `json:"_version"`
}
