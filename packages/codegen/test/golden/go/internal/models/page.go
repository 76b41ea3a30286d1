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
	SummaryEn   *string   `json:"summary_en"`
	SummaryKo   *string   `json:"summary_ko"`
	Body        string    `json:"body"`
	BodyEn      *string   `json:"body_en"`
	BodyKo      *string   `json:"body_ko"`
	CoverImage  *string   `json:"cover_image"`
	SortOrder   int32     `json:"sort_order"`
	IsPublished bool      `json:"is_published"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
	Version     string    `json:"_version"`
}
