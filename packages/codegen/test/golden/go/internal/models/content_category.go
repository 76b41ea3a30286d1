package models

import "time"

// ContentCategory is a record of content_category (Контентын ангилал).
type ContentCategory struct {
	ID          int64     `json:"id"`
	Slug        string    `json:"slug"`
	Name        string    `json:"name"`
	NameEn      *string   `json:"name_en"`
	NameKo      *string   `json:"name_ko"`
	Description *string   `json:"description"`
	CoverImage  *string   `json:"cover_image"`
	Icon        *string   `json:"icon"`
	SortOrder   int32     `json:"sort_order"`
	IsPublished bool      `json:"is_published"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
	Version     string    `json:"_version"`
}
