package models

import "time"

// News is a record of news (Мэдээ).
type News struct {
	ID          int64      `json:"id"`
	Title       string     `json:"title"`
	TitleEn     *string    `json:"title_en"`
	TitleKo     *string    `json:"title_ko"`
	Summary     *string    `json:"summary"`
	SummaryEn   *string    `json:"summary_en"`
	SummaryKo   *string    `json:"summary_ko"`
	Body        string     `json:"body"`
	BodyEn      *string    `json:"body_en"`
	BodyKo      *string    `json:"body_ko"`
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
