package models

import "time"

// CourseLesson is a record of course_lesson (Хичээл).
type CourseLesson struct {
	ID            int64      `json:"id"`
	ContentItemID int64      `json:"content_item_id"`
	Title         string     `json:"title"`
	Kind          string     `json:"kind"`
	MediaURL      *string    `json:"media_url"`
	Body          *string    `json:"body"`
	Minutes       *int32     `json:"minutes"`
	SortOrder     int32      `json:"sort_order"`
	CreatedAt     time.Time  `json:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at"`
	DeletedAt     *time.Time `json:"deleted_at"`
	Version       string     `json:"_version"`
}
