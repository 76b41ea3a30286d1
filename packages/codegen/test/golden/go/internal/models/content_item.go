package models

import (
	"encoding/json"
	"time"
)

// ContentItem is a record of content_item (Контент).
type ContentItem struct {
	ID               int64        `json:"id"`
	CategoryID       int64        `json:"category_id"`
	HeritageDomainID *int64       `json:"heritage_domain_id"`
	Title            string       `json:"title"`
	TitleEn          *string      `json:"title_en"`
	TitleKo          *string      `json:"title_ko"`
	Summary          *string      `json:"summary"`
	SummaryEn        *string      `json:"summary_en"`
	SummaryKo        *string      `json:"summary_ko"`
	Body             *string      `json:"body"`
	BodyEn           *string      `json:"body_en"`
	BodyKo           *string      `json:"body_ko"`
	CoverImage       *string      `json:"cover_image"`
	MediaKind        string       `json:"media_kind"`
	MediaURL         *string      `json:"media_url"`
	Author           *string      `json:"author"`
	DurationMinutes  *int32       `json:"duration_minutes"`
	PageCount        *int32       `json:"page_count"`
	EpisodeCount     *int32       `json:"episode_count"`
	IsPaid           bool         `json:"is_paid"`
	Price            *json.Number `json:"price"`
	IsFeatured       bool         `json:"is_featured"`
	SortOrder        int32        `json:"sort_order"`
	ViewCount        int32        `json:"view_count"`
	PublishedAt      *time.Time   `json:"published_at"`
	IsPublished      bool         `json:"is_published"`
	CreatedBy        *int64       `json:"created_by"`
	CreatedAt        time.Time    `json:"created_at"`
	UpdatedAt        time.Time    `json:"updated_at"`
	DeletedAt        *time.Time   `json:"deleted_at"`
	Version          string       `json:"_version"`
}
